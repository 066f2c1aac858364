// Texts of SPEC §2 "Login page" and §5, in one place; tests import them.
export const LOGIN_HEADINGS = {
  absent: 'You have to login to access this page!',
  signup: 'New User Registration!',
  other: 'Welcome back! Please login to continue!',
} as const;

export const VALIDATION = {
  email: 'Enter a valid email!',
  password: 'Password should have at least 8 characters!',
  name: 'Name is required!',
} as const;

export const PASSWORD_MIN_LENGTH = 8; // §9
export const COURSES_LIST_HEADING = 'Courses List';
