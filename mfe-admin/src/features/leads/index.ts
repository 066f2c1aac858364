export { LeadsPage } from './leads-page';
