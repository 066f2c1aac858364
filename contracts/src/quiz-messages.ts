// A quiz's texts, without a schema: the class viewer's outline shows one for every quiz class, and
// only the quiz panel (its own chunk) needs `quizzes.ts`'s schemas (decision 036, amendment
// 2026-11-29).

export const QUIZ_MESSAGES = {
  notFound: 'Quiz not found.',
  attemptNotFound: 'Attempt not found.',
  limitReached: 'You have used every attempt this quiz allows.',
  alreadySubmitted: 'This attempt has already been submitted.',
  closed: 'This attempt was closed when a newer one started.',
  expired: 'The time for this attempt ran out, so it can no longer be submitted.',
  passToComplete: 'Pass the quiz to complete this class.',
} as const;
