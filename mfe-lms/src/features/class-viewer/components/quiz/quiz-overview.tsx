// A quiz before an attempt (decision 130): its rules, the student's attempts (newest first, times
// in India time), and the way in: start, retake while attempts remain, or continue an open one.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import type { QuizAttemptSummary, QuizOverviewResponse } from '@sap-academy/contracts/quizzes';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { FormError } from 'mfe-shared/ui/form-error';
import { QUIZ_TEXTS, attemptLabel, pointsText, quizAttemptsText, quizScoreText, quizTimeLimitText } from './quiz-texts';
import { Facts, Verdict } from './quiz-styles';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
  h2, h3 { margin: 0; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: 2px; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
  p { margin: 0; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
const Muted = styled.span`color: ${theme.color.muted};`;

const STATUS_TEXTS: Record<Exclude<QuizAttemptSummary['status'], 'submitted'>, string> = {
  open: 'In progress',
  expired: 'Time ran out before it was submitted',
  abandoned: 'Closed when a newer attempt started',
};

function AttemptLine({ attempt }: { attempt: QuizAttemptSummary }) {
  const when = `${formatIndiaDateTime(attempt.submitted_at ?? attempt.started_at)} IST`;
  return (
    <li>
      {attemptLabel(attempt.number)}:{' '}
      {attempt.status === 'submitted' ? (
        <>
          {quizScoreText(attempt.score ?? 0, attempt.max_score)} ·{' '}
          <Verdict $good={attempt.passed === true}>{attempt.passed ? QUIZ_TEXTS.passed : QUIZ_TEXTS.failed}</Verdict>
        </>
      ) : (
        STATUS_TEXTS[attempt.status]
      )}{' '}
      · <Muted>{when}</Muted>
    </li>
  );
}

export function QuizOverview({
  overview,
  busy,
  error,
  onStart,
  onResume,
  focusHeading = false,
}: {
  overview: QuizOverviewResponse;
  /** On the way back from an attempt or a result, whose buttons are gone; never on the page's first load. */
  focusHeading?: boolean;
  busy: boolean;
  error: string | null;
  onStart: () => void;
  onResume: (attemptId: number) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const open = overview.attempts[0]?.status === 'open' ? overview.attempts[0] : undefined;
  const canStart = overview.attempts_left !== 0;
  return (
    <Section aria-labelledby="quiz-rules-title">
      <h2 id="quiz-rules-title" ref={heading} tabIndex={-1}>
        {QUIZ_TEXTS.rulesHeading}
      </h2>
      <Facts>
        <div>
          <dt>{QUIZ_TEXTS.passMark}</dt>
          <dd>{overview.pass_mark}%</dd>
        </div>
        <div>
          <dt>{QUIZ_TEXTS.attempts}</dt>
          <dd>{quizAttemptsText(overview.attempts.length, overview.attempt_limit)}</dd>
        </div>
        <div>
          <dt>{QUIZ_TEXTS.timeLimit}</dt>
          <dd>{overview.time_limit_seconds ? quizTimeLimitText(overview.time_limit_seconds) : QUIZ_TEXTS.noTimeLimit}</dd>
        </div>
        <div>
          <dt>{QUIZ_TEXTS.questions}</dt>
          <dd>
            {overview.question_count} ({pointsText(overview.max_score)})
          </dd>
        </div>
      </Facts>
      <h3>{QUIZ_TEXTS.historyHeading}</h3>
      {overview.attempts.length ? (
        <ul>
          {overview.attempts.map((attempt) => (
            <AttemptLine key={attempt.id} attempt={attempt} />
          ))}
        </ul>
      ) : (
        <p>{QUIZ_TEXTS.noAttempts}</p>
      )}
      <Actions>
        {open && (
          <Button type="button" disabled={busy} onClick={() => onResume(open.id)}>
            {QUIZ_TEXTS.resume}
          </Button>
        )}
        {canStart ? (
          <Button type="button" $variant={open ? 'secondary' : 'primary'} disabled={busy} onClick={onStart}>
            {overview.attempts.length ? QUIZ_TEXTS.retake : QUIZ_TEXTS.start}
          </Button>
        ) : (
          <p>{QUIZ_TEXTS.noAttemptsLeft}</p>
        )}
      </Actions>
      <FormError message={error} />
    </Section>
  );
}
