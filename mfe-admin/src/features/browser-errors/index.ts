export { BrowserErrorsPage } from './browser-errors-page';
