export { CertificatesPage } from './certificates-page';
