// The quiz's own words (decision 130), in the quiz's chunk: kept out of config/texts.ts, which
// every portal page loads. The API's refusals are QUIZ_MESSAGES (contracts); tests import these.
export const QUIZ_TEXTS = {
  rulesHeading: 'Quiz',
  historyHeading: 'Your attempts',
  noAttempts: 'You have not taken this quiz yet.',
  start: 'Start quiz',
  retake: 'Retake quiz',
  resume: 'Continue your attempt',
  noAttemptsLeft: 'You have used every attempt this quiz allows.',
  passMark: 'Pass mark',
  attempts: 'Attempts',
  timeLimit: 'Time limit',
  questions: 'Questions',
  noTimeLimit: 'None',
  attemptHeading: 'Answer the questions',
  timeLeft: 'Time left',
  submit: 'Submit answers',
  submitAnyway: 'Submit anyway',
  answerLabel: 'Your answer',
  chooseOne: 'Choose one',
  chooseAll: 'Choose all that apply',
  resultHeading: 'Your result',
  passed: 'Passed',
  failed: 'Not passed',
  correct: 'Correct',
  incorrect: 'Incorrect',
  explanation: 'Explanation',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  noAnswer: 'No answer',
  backToQuiz: 'Back to the quiz overview',
  timeUp: 'Time is up. Submitting your answers.',
  submittedAtDeadline: 'Time ran out, so your answers were submitted automatically.',
} as const;
export const quizAttemptsText = (used: number, limit: number | null) => (limit === null ? `${used} used, unlimited` : `${used} of ${limit} used`);
export const quizTimeLimitText = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes ? `${minutes} min` : '', rest ? `${rest} s` : ''].filter(Boolean).join(' ');
};
export const unansweredTitle = (count: number) => (count === 1 ? 'Submit with 1 question unanswered?' : `Submit with ${count} questions unanswered?`);
export const UNANSWERED_DESCRIPTION = 'An unanswered question scores 0. You cannot change your answers after submitting.';
export const quizScoreText = (score: number, max: number) => `${score} of ${max} points`;
export const passMarkText = (mark: number) => `Pass mark ${mark}%`;
export const attemptLabel = (n: number) => `Attempt ${n}`;
export const questionLegend = (n: number, total: number) => `Question ${n} of ${total}`;
export const pointsText = (points: number) => (points === 1 ? '1 point' : `${points} points`);
/** The live region's words: said at a few thresholds only, never every second. */
export const timeLeftAnnouncement = (seconds: number) =>
  seconds >= 60 ? `${Math.round(seconds / 60)} ${Math.round(seconds / 60) === 1 ? 'minute' : 'minutes'} left` : `${seconds} seconds left`;
