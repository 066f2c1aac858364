export { BrowserErrorsPage, BROWSER_ERRORS_TITLE } from './browser-errors-page';
