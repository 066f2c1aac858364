// The site's 404 page (SPEC §2/§8), for the routes and for a page whose record does not exist (decision 211).
export { NotFoundPage, NOT_FOUND_TEXT } from './not-found-page';
