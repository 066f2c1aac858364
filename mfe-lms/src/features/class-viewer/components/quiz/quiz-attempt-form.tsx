// Taking an attempt: every question in one form, a countdown when the quiz is timed, and the
// submission. The server's deadline rules (decision 130): at zero the form submits what was
// answered by itself; a refusal (409 late, closed or already submitted; 410; 422) shows the API's
// detail, and a refusal that closed the attempt leaves only the way back to the overview.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, errorMessage, theme } from 'mfe-shared';
import type { QuizAttemptResponse, QuizResultResponse } from '@sap-academy/contracts/quizzes';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { FormError } from 'mfe-shared/ui/form-error';
import { VisuallyHidden } from '../../../../components/skeleton';
import { QUIZ_TEXTS, UNANSWERED_DESCRIPTION, timeLeftAnnouncement, unansweredTitle } from './quiz-texts';
import { submitQuizAttempt } from '../../api/submit-quiz-attempt';
import { collectAnswers } from '../../hooks/quiz-answers';
import { announcedThreshold, clockText, useSecondsLeft } from '../../hooks/quiz-deadline';
import { QuizQuestionFields } from './quiz-question-fields';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  min-width: 0;
  h2 { margin: 0; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: 2px; }
`;
// Stays in sight under the site's header while the student scrolls through the questions.
const Clock = styled.p`
  position: sticky;
  top: 4.5rem;
  z-index: 1;
  justify-self: start;
  margin: 0;
  padding: 0.4rem 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  font-variant-numeric: tabular-nums;
  strong { margin-left: 0.5rem; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Refusals after which this attempt can never be submitted again. */
const CLOSING_STATUSES = new Set<unknown>([409, 410]);

export function QuizAttemptForm({
  courseId,
  classId,
  attempt,
  endsAt,
  onScored,
  onBack,
}: {
  courseId: string;
  classId: number;
  attempt: QuizAttemptResponse;
  endsAt: number | null;
  onScored: (result: QuizResultResponse, atDeadline: boolean) => void;
  onBack: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that started the attempt is gone: the keyboard goes on from the questions' heading.
  useEffect(() => heading.current?.focus(), []);
  const inFlight = useRef(false);
  const { questions } = attempt;
  const [unanswered, setUnanswered] = useState(questions.length);
  const [submitting, setSubmitting] = useState(false);
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const countUnanswered = () => (form.current ? questions.length - collectAnswers(form.current, questions).length : questions.length);

  const submit = async (atDeadline: boolean) => {
    if (inFlight.current || closed || !form.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const result = await submitQuizAttempt(courseId, classId, attempt.attempt.id, collectAnswers(form.current, questions));
      onScored(result, atDeadline);
    } catch (failure) {
      setError(errorMessage(failure));
      if (failure instanceof ApiError && CLOSING_STATUSES.has(failure.status)) setClosed(true);
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const secondsLeft = useSecondsLeft(endsAt, closed, () => void submit(true));
  const threshold = secondsLeft === null ? null : announcedThreshold(secondsLeft);
  const announcement = secondsLeft === 0 ? QUIZ_TEXTS.timeUp : threshold === null ? '' : timeLeftAnnouncement(threshold);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // With questions unanswered the button asks first; Enter in an answer box does not skip that.
    if (countUnanswered() === 0) void submit(false);
  };

  const submitLabel = QUIZ_TEXTS.submit;
  return (
    <Form ref={form} aria-labelledby="quiz-attempt-title" onSubmit={onSubmit} onChange={() => setUnanswered(countUnanswered())} noValidate>
      <h2 id="quiz-attempt-title" ref={heading} tabIndex={-1}>
        {QUIZ_TEXTS.attemptHeading}
      </h2>
      {secondsLeft !== null && (
        <Clock role="timer" aria-labelledby="quiz-time-left">
          <span id="quiz-time-left">{QUIZ_TEXTS.timeLeft}</span>
          <strong>{clockText(secondsLeft)}</strong>
        </Clock>
      )}
      {/* Rendered from the start, so a screen reader is listening when the words change. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {questions.map((question, index) => (
        <QuizQuestionFields key={question.id} question={question} index={index} total={questions.length} />
      ))}
      <Actions>
        {unanswered > 0 ? (
          <ConfirmDialog
            trigger={
              <Button type="button" disabled={submitting || closed}>
                {submitLabel}
              </Button>
            }
            title={unansweredTitle(unanswered)}
            description={UNANSWERED_DESCRIPTION}
            confirmLabel={QUIZ_TEXTS.submitAnyway}
            confirmVariant="primary"
            onConfirm={() => submit(false)}
          />
        ) : (
          <Button type="submit" disabled={submitting || closed}>
            {submitLabel}
          </Button>
        )}
        {closed && (
          <Button type="button" $variant="secondary" onClick={onBack}>
            {QUIZ_TEXTS.backToQuiz}
          </Button>
        )}
      </Actions>
      <FormError message={error} />
    </Form>
  );
}
