// The practice server's texts for a student, without a schema: the course list's upcoming sessions
// show one, and only the Practice server page needs `practice-server.ts`'s schemas (decision 036,
// amendment 2026-11-29).

export const PRACTICE_SERVER_TEXTS = {
  title: 'Practice server',
  reveal: 'Reveal password',
  waiting: 'You are on the waiting list for a practice-server login. We will e-mail you as soon as one is yours.',
  expired: 'Your practice-server access has expired. Buy or renew a course with server access to continue.',
  none: 'You have no practice-server access yet.',
} as const;
