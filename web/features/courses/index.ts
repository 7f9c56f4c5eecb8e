// The courses feature's public face for other features.
export {   useCoursesHomeData } from './api/get-courses-home-data';
// The admin area's teacher list key (a new teacher refreshes it).
