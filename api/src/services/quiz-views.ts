// What a student is sent about an attempt (decision 130). Each view picks its fields one by one
// from the served questions, so a solution can only reach the browser through `resultView`, and
// only for an attempt that was submitted and scored.
import type { QuizAnswer, QuizAttemptResponse, QuizAttemptSummary, QuizQuestion, QuizResultResponse } from '@sap-academy/contracts';
import { scoreAttempt } from '../domain/quiz-scoring';
import type { AttemptRecord, ServedQuestion } from '../repositories/quizzes';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An open attempt past its deadline and the grace reads as expired, though nobody submitted it. */
export function attemptSummary(attempt: AttemptRecord, late: boolean): QuizAttemptSummary {
  const status = attempt.status === 'open' && late ? 'expired' : (attempt.status as QuizAttemptSummary['status']);
  return {
    id: attempt.id,
    number: attempt.number,
    status,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: iso(attempt.deadlineAt),
    submitted_at: status === 'submitted' ? iso(attempt.submittedAt) : null,
    score: status === 'submitted' ? attempt.score : null,
    max_score: attempt.maxScore,
    passed: status === 'submitted' ? attempt.passed : null,
  };
}

const withoutSolution = (q: ServedQuestion): QuizQuestion => ({
  id: q.id,
  kind: q.kind,
  prompt: q.prompt,
  image_url: q.image_url,
  points: q.points,
  options: q.options.map((option) => ({ id: option.id, text: option.text })),
});

export const servedQuestions = (attempt: AttemptRecord) => attempt.questions as ServedQuestion[];

export function attemptView(attempt: AttemptRecord, late: boolean): QuizAttemptResponse {
  return { attempt: attemptSummary(attempt, late), questions: servedQuestions(attempt).map(withoutSolution) };
}

/** A submitted attempt: each question's solution, explanation, the answer given and what it earned. */
export function resultView(attempt: AttemptRecord): QuizResultResponse {
  const questions = servedQuestions(attempt);
  const answers = (attempt.answers ?? []) as QuizAnswer[];
  const { outcomes } = scoreAttempt(questions, answers, attempt.passMark);
  const given = new Map(answers.map((answer) => [answer.question_id, answer]));
  return {
    attempt: attemptSummary(attempt, false),
    questions: questions.map((q) => ({
      ...withoutSolution(q),
      explanation: q.explanation,
      correct_option_ids: q.options.filter((option) => option.correct).map((option) => option.id),
      numeric_answer: q.kind === 'numeric' ? (q.answer ?? null) : null,
      tolerance: q.kind === 'numeric' ? (q.tolerance ?? null) : null,
      accepted_answers: q.kind === 'text' ? (q.accepted ?? []) : [],
      given_option_ids: [...new Set(given.get(q.id)?.option_ids ?? [])],
      given_value: given.get(q.id)?.value ?? null,
      correct: outcomes.get(q.id)?.correct ?? false,
      points_awarded: outcomes.get(q.id)?.awarded ?? 0,
    })),
  };
}
