export { CoursesPage } from './courses-page';
export { CourseEditorPage } from './course-editor-page';
// The class screens (quiz, files) name the class they edit from the course's outline.
export { useCourse } from './api/get-course';
export { ClassNotInCourse, findClass, type OutlineClass } from './class-of-course';
export { ClassScreen } from './class-screen';
