// Trainers' public profiles (decision 147), loaded lazily by the routes.
export { TrainerProfilesPage } from './trainer-profiles-page';
