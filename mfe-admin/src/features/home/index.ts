export { HomePage, HOME_TITLE } from './home-page';
