export { CoursesPage } from './courses-page';
export { CourseEditorPage } from './course-editor-page';
