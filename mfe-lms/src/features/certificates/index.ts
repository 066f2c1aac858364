// Public entry of the certificates feature for the rest of the portal: the course page's
// progress section. The My certificates page is not here: the routes load it lazily.
export { CertificateProgress } from './components/certificate-progress';
