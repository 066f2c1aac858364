// A QUIZ class's content in place of the video (decision 130): the overview, an attempt being
// taken, or a scored result. Loaded as its own chunk, only when a quiz class is opened, so the
// class viewer's video classes (its byte budget) carry none of it.
import { useState } from 'react';
import { errorMessage } from 'mfe-shared';
import type { QuizAttemptResponse, QuizResultResponse } from '@sap-academy/contracts/quizzes';
import { QueryState } from 'mfe-shared/ui/query-state';
import { getQuizAttempt } from '../../api/get-quiz-attempt';
import { useQuizOverview } from '../../api/get-quiz-overview';
import { startQuizAttempt } from '../../api/start-quiz-attempt';
import { attemptEndsAt } from '../../hooks/quiz-deadline';
import { QuizAttemptForm } from './quiz-attempt-form';
import { QuizOverview } from './quiz-overview';
import { QuizResult } from './quiz-result';
import { QuizSkeleton } from '../quiz-skeleton';

type Stage =
  | { kind: 'overview'; returned: boolean }
  | { kind: 'attempt'; attempt: QuizAttemptResponse; endsAt: number | null }
  | { kind: 'result'; result: QuizResultResponse; atDeadline: boolean };

const isScored = (response: QuizAttemptResponse | QuizResultResponse): response is QuizResultResponse => response.attempt.status === 'submitted';

export default function QuizPanel({ courseId, classId, onPassed }: { courseId: string; classId: number; onPassed: () => void }) {
  const { data, error, mutate } = useQuizOverview(courseId, classId);
  const [stage, setStage] = useState<Stage>({ kind: 'overview', returned: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (load: () => Promise<QuizAttemptResponse | QuizResultResponse>, fresh: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await load();
      if (isScored(response)) setStage({ kind: 'result', result: response, atDeadline: false });
      else setStage({ kind: 'attempt', attempt: response, endsAt: attemptEndsAt(response.attempt, fresh) });
    } catch (refusal) {
      setFailure(errorMessage(refusal));
    } finally {
      setBusy(false);
      // A start counts as an attempt, and a refusal may mean the history moved on elsewhere.
      void mutate();
    }
  };

  const scored = (result: QuizResultResponse, atDeadline: boolean) => {
    setStage({ kind: 'result', result, atDeadline });
    void mutate();
    if (result.attempt.passed) onPassed();
  };

  const back = () => {
    setStage({ kind: 'overview', returned: true });
    void mutate();
  };

  return (
    // The default error view (the API's detail and a Retry): the class's heading stays above it.
    <QueryState data={data} error={error} onRetry={() => void mutate()} skeleton={<QuizSkeleton />}>
      {(overview) => {
        if (stage.kind === 'attempt')
          return <QuizAttemptForm courseId={courseId} classId={classId} attempt={stage.attempt} endsAt={stage.endsAt} onScored={scored} onBack={back} />;
        if (stage.kind === 'result') return <QuizResult result={stage.result} passMark={overview.pass_mark} atDeadline={stage.atDeadline} onBack={back} />;
        return (
          <QuizOverview
            overview={overview}
            focusHeading={stage.returned}
            busy={busy}
            error={failure}
            onStart={() => void open(() => startQuizAttempt(courseId, classId), true)}
            onResume={(attemptId) => void open(() => getQuizAttempt(courseId, classId, attemptId), false)}
          />
        );
      }}
    </QueryState>
  );
}
