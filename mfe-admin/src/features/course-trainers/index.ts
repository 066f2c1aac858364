// The course-trainers screen, and the trainer search the batch form picks a trainer with.
export { CourseTrainersPage } from './course-trainers-page';
export { useReviewerSearch } from './api/find-staff';
