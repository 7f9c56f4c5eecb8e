// The courses feature's public face for other features.
export { coursesHomeDataQueryOptions, getCoursesHomeData, useCoursesHomeData } from './api/get-courses-home-data';
