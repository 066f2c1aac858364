// Scoring a quiz attempt (decision 130). Pure: the service hands it the questions the attempt
// served and the student's answers. A question earns all its points or none:
// - single and multiple choice: correct only when the chosen set equals the correct set (a
//   duplicate id counts once);
// - numeric: the typed number is within `tolerance` of `answer` (a relative 1e-9 slack absorbs
//   binary fractions, so 0.4 is within 0.1 of 0.3);
// - text: equal to an accepted answer once both are NFKC-normalised, lower-cased and stripped of
//   every whitespace character ("ME 21N" matches "me21n").
// Passed when score × 100 ≥ pass mark × max, in integers: no rounding anywhere.
import type { QuestionKind } from '@sap-academy/contracts';

export interface ScoredQuestion {
  id: number;
  kind: QuestionKind;
  points: number;
  /** Choice questions' options (ids unique within the question). */
  options: ReadonlyArray<{ id: number; correct: boolean }>;
  answer?: number;
  tolerance?: number;
  accepted?: readonly string[];
}

export interface GivenAnswer {
  question_id: number;
  option_ids?: readonly number[];
  value?: string;
}

export interface QuestionOutcome {
  correct: boolean;
  awarded: number;
}

export interface AttemptScore {
  score: number;
  max: number;
  passed: boolean;
  outcomes: Map<number, QuestionOutcome>;
}

/** Digits with an optional sign, decimal point and exponent; Indian or Western grouping commas allowed. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The typed value as a number, or null when it is not one (an empty answer is not 0). */
export function parseNumericAnswer(value: string): number | null {
  const compact = value.replace(/[\s,]/g, '');
  if (!NUMBER.test(compact)) return null;
  const parsed = Number(compact);
  return Number.isFinite(parsed) ? parsed : null;
}

export const normaliseTextAnswer = (value: string): string => value.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');

export function withinTolerance(given: number, answer: number, tolerance: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(answer));
  return Math.abs(given - answer) <= tolerance + slack;
}

export const passes = (score: number, max: number, passMark: number): boolean => score * 100 >= passMark * max;

export function isCorrect(question: ScoredQuestion, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const chosen = new Set(given.option_ids ?? []);
      const correct = new Set(question.options.filter((option) => option.correct).map((option) => option.id));
      return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
    }
    case 'numeric': {
      const parsed = given.value === undefined ? null : parseNumericAnswer(given.value);
      return parsed !== null && withinTolerance(parsed, question.answer ?? Number.NaN, question.tolerance ?? 0);
    }
    case 'text': {
      if (given.value === undefined) return false;
      const typed = normaliseTextAnswer(given.value);
      return typed !== '' && (question.accepted ?? []).some((accepted) => normaliseTextAnswer(accepted) === typed);
    }
  }
}

export function scoreAttempt(questions: readonly ScoredQuestion[], answers: readonly GivenAnswer[], passMark: number): AttemptScore {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  const outcomes = new Map<number, QuestionOutcome>();
  let score = 0;
  let max = 0;
  for (const question of questions) {
    const correct = isCorrect(question, byQuestion.get(question.id));
    const awarded = correct ? question.points : 0;
    outcomes.set(question.id, { correct, awarded });
    score += awarded;
    max += question.points;
  }
  return { score, max, passed: passes(score, max, passMark), outcomes };
}
