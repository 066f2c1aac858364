// The Company area's public entry for other features: whether the user is HR (the API's answer,
// decision 149) and where the area lives, so the dashboard links to it without loading the page.
export { useMyCompanies } from './api/get-my-companies';
export { COMPANY_HEADING, COMPANY_PATH } from './company-texts';
