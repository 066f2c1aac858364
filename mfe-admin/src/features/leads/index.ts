export { LeadsPage } from './leads-page';
export { LeadPage } from './lead-page';
