// Several screens pick a course (a coupon's scope, an enrolment to grant): one read, shared.
export { useCourseOptions } from './api/get-course-options';
