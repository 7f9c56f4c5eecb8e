import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RegionDistrictSelect } from './region-district-select';

interface RegionDistrictFieldsProps<T extends FieldValues, C, O> {
  /** The form's control; its fields are named region and district. */
  control: Control<T, C, O>;
  regionRequired?: boolean;
  districtRequired?: boolean;
  /** What an unchosen district is set to: '' (default), or undefined for a schema whose district is optional(). */
  emptyDistrict?: '' | undefined;
}

/** RegionDistrictSelect bound to a react-hook-form form's region and district fields, with their errors. */
export function RegionDistrictFields<T extends FieldValues, C, O>({ control, regionRequired, districtRequired, emptyDistrict = '' }: RegionDistrictFieldsProps<T, C, O>) {
  const region = useController({ control, name: 'region' as Path<T> });
  const district = useController({ control, name: 'district' as Path<T> });
  return (
    <RegionDistrictSelect
      regionRequired={regionRequired}
      districtRequired={districtRequired}
      region={{ value: String(region.field.value ?? ''), onChange: region.field.onChange, onBlur: region.field.onBlur, ref: region.field.ref, error: region.fieldState.error?.message }}
      district={{
        value: String(district.field.value ?? ''),
        onChange: (v) => district.field.onChange(v === '' ? emptyDistrict : v),
        onBlur: district.field.onBlur,
        ref: district.field.ref,
        error: district.fieldState.error?.message,
      }}
    />
  );
}
