export { ClassFilesPage } from './class-files-page';
