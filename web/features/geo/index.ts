// The geo feature's public face: other features and pages import from here, never from its files.
export { getRegions, placeName, regionsQueryKey, regionsQueryOptions, useRegions } from './api/get-regions';
export { districtsQueryKey, districtsQueryOptions, getDistricts, useDistricts } from './api/get-districts';
export { RegionDistrictSelect, type SelectBinding } from './components/region-district-select';
