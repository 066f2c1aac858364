// Companies, their HR contacts and seat pools (decision 149), loaded lazily by the routes.
export { CompaniesPage } from './companies-page';
export { CompanyPage } from './company-page';
