export { SpeedPage } from './speed-page';
export { partName } from './vital-format';
