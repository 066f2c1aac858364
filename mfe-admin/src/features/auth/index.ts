export { SignInPage } from './sign-in-page';
export { ForbiddenPage, FORBIDDEN_HEADING } from './forbidden-page';
export { staffRole, type StaffRole } from './roles';
