import { useId, type Ref } from 'react';
import { useRegions, placeName } from '../api/get-regions';
import { useDistricts } from '../api/get-districts';
import { useI18n } from '@web/lib/i18n';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { RequiredMark } from '@web/components/form/required-mark';

export interface SelectBinding {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  ref?: Ref<HTMLSelectElement>;
  error?: string;
}

/**
 * Region, then district of that region. Choosing another region resets the district (spec §4), so a
 * district can never belong to a different region than the one shown.
 */
export function RegionDistrictSelect({
  region,
  district,
  regionRequired = false,
  districtRequired = false,
}: {
  region: SelectBinding;
  district: SelectBinding;
  regionRequired?: boolean;
  districtRequired?: boolean;
}) {
  const { t, lang } = useI18n();
  const base = useId();
  const regionId = Number(region.value) > 0 ? Number(region.value) : null;
  const regions = useRegions();
  const districts = useDistricts(regionId);
  const ids = { region: `region-${base}`, district: `district-${base}` };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={ids.region} className="label">
          {t('auth.fields.region')}
          {regionRequired && <RequiredMark />}
        </label>
        <select
          id={ids.region}
          name="region"
          ref={region.ref}
          className="input"
          value={region.value}
          onChange={(e) => {
            region.onChange(e.target.value);
            district.onChange('');
          }}
          onBlur={region.onBlur}
          aria-invalid={region.error ? true : undefined}
          aria-required={regionRequired || undefined}
          aria-describedby={describedBy(region.error && `${ids.region}-error`)}
          aria-busy={regions.isPending || undefined}
        >
          <option value="">{regions.isPending ? t('auth.form.loading') : t('auth.form.chooseRegion')}</option>
          {regions.data?.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {placeName(r, lang)}
            </option>
          ))}
        </select>
        {regions.isError && <p className="field-error">{t('auth.form.geoFailed')}</p>}
        <FieldError id={`${ids.region}-error`} message={region.error} />
      </div>
      <div>
        <label htmlFor={ids.district} className="label">
          {t('auth.fields.district')}
          {districtRequired && <RequiredMark />}
        </label>
        <select
          id={ids.district}
          name="district"
          ref={district.ref}
          className="input"
          value={district.value}
          disabled={!regionId}
          onChange={(e) => district.onChange(e.target.value)}
          onBlur={district.onBlur}
          aria-invalid={district.error ? true : undefined}
          aria-required={districtRequired || undefined}
          aria-describedby={describedBy(district.error && `${ids.district}-error`)}
          aria-busy={(regionId !== null && districts.isPending) || undefined}
        >
          <option value="">{regionId && districts.isPending ? t('auth.form.loading') : t('auth.form.chooseDistrict')}</option>
          {districts.data?.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {placeName(d, lang)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.district}-error`} message={district.error} />
      </div>
    </div>
  );
}
