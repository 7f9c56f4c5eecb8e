// The courses feature's public face for other features.
export { useCoursesHomeData } from './api/get-courses-home-data';
