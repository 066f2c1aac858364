// The back office's live batches (decision 136): list, editor, detail and roster, each loaded lazily by the routes.
export { BatchesPage } from './batches-page';
export { BatchEditorPage } from './batch-editor-page';
export { BatchDetailPage } from './batch-detail-page';
export { RosterPage } from './roster-page';
