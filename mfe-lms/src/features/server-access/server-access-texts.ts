// The Practice server page's words (decision 150). The spec's texts live in contracts
// (PRACTICE_SERVER_TEXTS); these are the page's labels, imported by its tests.
export { PRACTICE_SERVER_TEXTS } from '@sap-academy/contracts/practice-server';

export const SERVER_FACTS = { host: 'Host', client: 'Client', user: 'User', expires: 'Access until' } as const;
export const PASSWORD_LABEL = 'Password';
export const HIDE_PASSWORD = 'Hide password';
export const STATUS_WORDS = { up: 'up', down: 'down', unknown: 'not checked yet' } as const;

/** "Practice server: up (checked 10:30 IST)". */
export const serverStatusLine = (status: keyof typeof STATUS_WORDS, checkedAt: string | null) =>
  `Practice server: ${STATUS_WORDS[status]}${checkedAt ? ` (checked ${checkedAt} IST)` : ''}`;
