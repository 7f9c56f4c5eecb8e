import { useId, type ReactNode, type Ref } from 'react';
import type { Region } from '@shared/schemas/users';
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

interface PlaceSelectProps {
  id: string;
  name: 'region' | 'district';
  label: string;
  required: boolean;
  binding: SelectBinding;
  /** The places to choose from (a region's or district's id and name). */
  places: (Pick<Region, 'id' | 'name_uz' | 'name_oz' | 'name_ru' | 'name_en'>)[] | undefined;
  /** The empty option's text (loading…, choose…). */
  placeholder: string;
  busy: boolean;
  disabled?: boolean;
  onChange(value: string): void;
  /** What follows the select before its error (the region's "could not load"). */
  problem?: ReactNode;
}

/** One labelled select of places, named in the reader's language, with its error. */
function PlaceSelect({ id, name, label, required, binding, places, placeholder, busy, disabled, onChange, problem }: PlaceSelectProps) {
  const { lang } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        name={name}
        ref={binding.ref}
        className="input"
        value={binding.value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={binding.onBlur}
        aria-invalid={binding.error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(binding.error && `${id}-error`)}
        aria-busy={busy || undefined}
      >
        <option value="">{placeholder}</option>
        {places?.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {placeName(p, lang)}
          </option>
        ))}
      </select>
      {problem}
      <FieldError id={`${id}-error`} message={binding.error} />
    </div>
  );
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
  const { t } = useI18n();
  const base = useId();
  const regionId = Number(region.value) > 0 ? Number(region.value) : null;
  const regions = useRegions();
  const districts = useDistricts(regionId);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PlaceSelect id={`region-${base}`} name="region" label={t('auth.fields.region')} required={regionRequired} binding={region} places={regions.data} busy={regions.isPending}
        placeholder={regions.isPending ? t('auth.form.loading') : t('auth.form.chooseRegion')}
        onChange={(value) => {
          region.onChange(value);
          district.onChange('');
        }}
        problem={regions.isError && <p className="field-error">{t('auth.form.geoFailed')}</p>}
      />
      <PlaceSelect id={`district-${base}`} name="district" label={t('auth.fields.district')} required={districtRequired} binding={district} places={districts.data} busy={regionId !== null && districts.isPending}
        placeholder={regionId && districts.isPending ? t('auth.form.loading') : t('auth.form.chooseDistrict')} disabled={!regionId} onChange={(value) => district.onChange(value)} />
    </div>
  );
}
