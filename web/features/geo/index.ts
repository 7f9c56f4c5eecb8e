// The geo feature's public face: other features and pages import from here, never from its files.
export {  placeName, regionsQueryKey, regionsQueryOptions, useRegions } from './api/get-regions';
export { districtsQueryKey, districtsQueryOptions,  useDistricts } from './api/get-districts';
export { RegionDistrictFields } from './components/region-district-fields';
