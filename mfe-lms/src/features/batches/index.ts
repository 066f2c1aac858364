// Public entry of the batches feature for the rest of the portal: the course page's Live batches
// section and the dashboard's Upcoming list. My batches is not here: the routes load it lazily.
export { CourseBatches } from './components/course-batches';
export { BatchChooser } from './components/batch-chooser';
export { useCourseBatches } from './api/get-course-batches';
export { UpcomingSessions } from './components/upcoming-sessions';
export { useUpcomingSessions } from './api/get-upcoming-sessions';
// The class viewer's recordings (decision 033) read the same list as My batches.
export { useMyBatches } from './api/get-my-batches';
