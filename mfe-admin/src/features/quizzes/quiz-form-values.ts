// The quiz form's values and how they come from the API's quiz. Every question carries the fields
// of every kind (options, answer, accepted answers), so switching a question's kind loses nothing
// typed; the contract's schema (quizUpdateSchema, the form's resolver) keeps only the fields of
// the question's kind, so what is sent is exactly the PUT body.
import type { QuestionKind } from 'mfe-shared/contracts';
import type { Control } from 'react-hook-form';
import type { AdminQuiz, QuizUpdate } from 'mfe-shared/contracts/admin';

export interface OptionForm {
  text: string;
  correct: boolean;
}

export interface QuestionForm {
  kind: QuestionKind;
  prompt: string;
  image_url: string | null;
  explanation: string | null;
  points: number;
  options: OptionForm[];
  /** Null until typed: the contract then says "Answer must be a number." */
  answer: number | null;
  tolerance: number;
  accepted_answers: string[];
}

export interface QuizForm {
  version: number;
  pass_mark: number;
  attempt_limit: number | null;
  time_limit_seconds: number | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  questions: QuestionForm[];
}

/** The form's control: its values are QuizForm, its resolver's output the PUT body. */
export type QuizControl = Control<QuizForm, unknown, QuizUpdate>;

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  numeric: 'Number answer',
  text: 'Short text answer',
};

export const DEFAULT_PASS_MARK = 60;

export const emptyOption = (): OptionForm => ({ text: '', correct: false });

export const emptyQuestion = (kind: QuestionKind = 'single'): QuestionForm => ({
  kind,
  prompt: '',
  image_url: null,
  explanation: null,
  points: 1,
  options: [emptyOption(), emptyOption()],
  answer: null,
  tolerance: 0,
  accepted_answers: [],
});

export function quizToForm(quiz: AdminQuiz | null): QuizForm {
  if (!quiz) {
    return {
      version: 0,
      pass_mark: DEFAULT_PASS_MARK,
      attempt_limit: null,
      time_limit_seconds: null,
      shuffle_questions: false,
      shuffle_options: false,
      questions: [emptyQuestion()],
    };
  }
  return {
    version: quiz.version,
    pass_mark: quiz.pass_mark,
    attempt_limit: quiz.attempt_limit,
    time_limit_seconds: quiz.time_limit_seconds,
    shuffle_questions: quiz.shuffle_questions,
    shuffle_options: quiz.shuffle_options,
    questions: quiz.questions.map((question) => ({
      kind: question.kind,
      prompt: question.prompt,
      image_url: question.image_url,
      explanation: question.explanation,
      points: question.points,
      options: question.options.length ? question.options.map(({ text, correct }) => ({ text, correct })) : [emptyOption(), emptyOption()],
      answer: question.answer,
      tolerance: question.tolerance ?? 0,
      accepted_answers: question.accepted_answers,
    })),
  };
}

/** A number input's text as the contract reads it: empty is null (or NaN where a number is required, which the contract names). */
export const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
export const requiredNumber = (value: unknown) => (value === '' || value === null || value === undefined ? Number.NaN : Number(value));
export const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
