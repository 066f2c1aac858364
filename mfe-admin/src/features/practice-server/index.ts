// The practice-server pool (decision 150), loaded lazily by the routes.
export { PracticeServerPage } from './practice-server-page';
