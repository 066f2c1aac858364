export { StudentsPage } from './students-page';
export { StudentDetailPage } from './student-detail-page';
