// An assignment's texts, without a schema: the class viewer's outline shows one for every
// assignment class, and only the assignment panel (its own chunk) needs `assignments.ts`'s schemas
// (decision 036, amendment 2026-11-29).

/** The file types a submission may carry, as the upload form lists them. */
export const SUBMISSION_TYPES_TEXT = 'PDF, PNG, JPEG, WebP, Excel (.xlsx) or CSV';

export const ASSIGNMENT_MESSAGES = {
  notFound: 'Assignment not found.',
  underReview: 'Your submission is being reviewed. You can submit again if the trainer returns it with changes.',
  alreadyAccepted: 'Your submission was accepted; this assignment is complete.',
  empty: 'Write an answer or attach at least one file.',
  tooManyFiles: (max: number) => `Attach at most ${max} files.`,
  wrongType: `This file's content is not one of the allowed types: ${SUBMISSION_TYPES_TEXT}.`,
  textTooLong: (max: number) => `The answer must be at most ${max} characters.`,
  unknownField: (name: string) => `The form has no field "${name}": send "text" and "files".`,
  acceptToComplete: 'Your trainer marks this class complete when they accept your work.',
  noTemplate: 'This assignment has no template.',
  fileNotFound: 'File not found.',
} as const;
