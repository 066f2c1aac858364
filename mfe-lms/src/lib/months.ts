// §9: months = ceil(course_duration / 30). One formatter for the portal and the public pages
// (mfe-shared), so the two cannot disagree.
export { months, monthsLabel } from 'mfe-shared';
