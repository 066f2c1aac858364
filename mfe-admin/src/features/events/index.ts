export { EventsPage } from './events-page';
export { EventEditorPage } from './event-editor-page';
