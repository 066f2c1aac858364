export { SpeedPage } from './speed-page';
