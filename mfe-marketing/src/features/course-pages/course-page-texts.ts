// The course page's words (decision 211), one place for the page and its tests.
export const ENROL_TEXT = 'Enrol now';
export const SYLLABUS_HEADING = 'Syllabus';
export const INCLUDES_HEADING = 'What you get';
export const BATCHES_HEADING = 'Upcoming batches';
export const NO_BATCHES_TEXT = 'No batch is scheduled right now: the recorded classes are open as soon as you enrol.';
export const FAQ_HEADING = 'Frequently asked questions';
export const PREVIEW_LABEL = 'Free preview';
export const PLAY_PREVIEW = 'Play preview';
export const UNAVAILABLE_SENTENCE = 'We cannot show this course right now. Please try again in a minute.';
export const TRY_AGAIN_TEXT = 'Try again';
// Reviews and trainers (decision 212).
export const REVIEWS_HEADING = 'What students say';
export const NO_REVIEWS_TEXT = 'No reviews yet: students review a course once they have completed half of it.';
export const TRAINERS_HEADING = 'Your trainers';
/** "4.5 out of 5 from 12 reviews": the rating as a sentence a screen reader reads whole. */
export const ratingSummary = (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
export const starsLabel = (rating: number) => `Rated ${rating} out of 5`;
