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
