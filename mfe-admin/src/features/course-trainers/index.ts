export { CourseTrainersPage } from './course-trainers-page';
