// The class viewer's public entry for other features: its multipart POST, which the Company
// area's CSV upload shares (decision 149), so the portal keeps one upload path to the API.
export { postMultipart } from './api/post-multipart';
