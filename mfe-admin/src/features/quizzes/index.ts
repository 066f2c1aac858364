export { QuizEditorPage } from './quiz-editor-page';
