// The portal's "Rate this course" words (decision 147), one place for the form and its tests.
import type { ReviewStatus } from '@sap-academy/contracts/course-reviews';

export const RATE_HEADING = 'Rate this course';
export const RATING_LEGEND = 'Your rating';
export const REVIEW_LABEL = 'Your review';
export const SUBMIT_REVIEW = 'Submit review';
export const UPDATE_REVIEW = 'Update review';
export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;
export const notYetText = (completed: number, total: number, share: number) =>
  `You can rate this course once you have completed ${Math.round(share * 100)} % of its classes (${completed} of ${total} so far).`;
export const STATUS_TEXT: Record<ReviewStatus, string> = {
  pending: 'Your review is waiting for our team to check it.',
  published: 'Your review is published on the course page. Editing it sends it back for a check.',
  hidden: 'Our team has not published your review. You can edit it and send it again.',
};
