// Archiving asks first, and says what students keep. The words are the issue's.

export const ARCHIVE_EXPLANATION =
  'Archiving removes a course from the catalogue and from new enrolment only. Enrolled students keep it in their list, marked as no longer sold, with full access; their progress, orders and receipts are untouched.';

/** "No students are enrolled." / "1 student is enrolled." / "12 students are enrolled." */
export function enrolledSentence(count: number): string {
  if (count === 0) return 'No students are enrolled.';
  if (count === 1) return '1 student is enrolled.';
  return `${count.toLocaleString('en-IN')} students are enrolled.`;
}

export const archiveTitle = (courseTitle: string) => `Archive ${courseTitle}?`;
export const ARCHIVE_CONFIRM_LABEL = 'Archive course';
