export { AssignmentEditorPage } from './assignment-editor-page';
