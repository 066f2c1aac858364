// A course whose first class is a quiz (decision 130), shaped by the shared contracts: the
// overview, an attempt as the API serves it (no solutions) and its scored result.
import type { ContinueCourseResponse, QuizAttemptResponse, QuizAttemptSummary, QuizOverviewResponse, QuizResultResponse } from 'mfe-shared';
import { QUIZ_CLASS_TYPE } from 'mfe-shared/contracts';
import { continueData } from './fixtures';

export const QUIZ_CLASS_ID = 100;
export const QUIZ_TITLE = 'Procurement check';

/** The outline with class 100 a quiz; `completed` marks it done (a pass). */
export function quizCourse(completed = false): ContinueCourseResponse {
  const data = continueData();
  return {
    ...data,
    classes: data.classes.map((s) => ({
      ...s,
      classes: s.classes.map((c) =>
        c.id === QUIZ_CLASS_ID ? { ...c, title: QUIZ_TITLE, online_class_type: QUIZ_CLASS_TYPE, progress_status: completed ? 2 : 0 } : c,
      ),
    })),
    progress: completed ? { completed: 2, total: 3, percent: 67 } : data.progress,
  };
}

export const quizClassDetail = (resources: Array<{ id: number; name: string; size_bytes: number; content_type: string }> = []) => ({
  class: {
    id: QUIZ_CLASS_ID,
    title: QUIZ_TITLE,
    description: 'Ten minutes on purchase orders.',
    duration: null,
    online_class_type: QUIZ_CLASS_TYPE,
    progress_status: 0,
  },
  files: [],
  resources,
});

export const summary = (overrides: Partial<QuizAttemptSummary> = {}): QuizAttemptSummary => ({
  id: 7,
  number: 1,
  status: 'submitted',
  started_at: '2026-11-20T04:30:00.000Z',
  deadline_at: null,
  submitted_at: '2026-11-20T04:40:00.000Z',
  score: 1,
  max_score: 4,
  passed: false,
  ...overrides,
});

export const overview = (overrides: Partial<QuizOverviewResponse> = {}): QuizOverviewResponse => ({
  class_id: QUIZ_CLASS_ID,
  pass_mark: 60,
  attempt_limit: 3,
  attempts_left: 2,
  time_limit_seconds: null,
  question_count: 3,
  max_score: 4,
  passed: false,
  attempts: [summary()],
  ...overrides,
});

/** A long option text with no spaces to break at: it must wrap inside a 360 px column. */
export const LONG_OPTION = 'Fiscal-year-variant-with-special-periods-for-year-end-closing-adjustments';

export const PROMPTS = {
  single: 'Which transaction code creates a purchase order?',
  multiple: 'Which of these are company code settings?',
  text: 'Name the table of the G/L account master in the chart of accounts.',
} as const;

export const attempt = (overrides: Partial<QuizAttemptSummary> = {}): QuizAttemptResponse => ({
  attempt: summary({ id: 8, number: 2, status: 'open', started_at: '2026-11-27T10:00:00.000Z', submitted_at: null, score: null, passed: null, ...overrides }),
  questions: [
    {
      id: 31,
      kind: 'single',
      prompt: PROMPTS.single,
      image_url: 'https://cdn.example.com/quiz/me21n.png',
      points: 1,
      options: [
        { id: 1, text: 'ME21N' },
        { id: 2, text: 'VA01' },
      ],
    },
    {
      id: 32,
      kind: 'multiple',
      prompt: PROMPTS.multiple,
      image_url: null,
      points: 2,
      options: [
        { id: 1, text: 'Currency' },
        { id: 2, text: LONG_OPTION },
        { id: 3, text: 'Sales area' },
      ],
    },
    { id: 33, kind: 'text', prompt: PROMPTS.text, image_url: null, points: 1, options: [] },
  ],
});

export const EXPLANATIONS = {
  single: 'ME21N is Create Purchase Order in MM.',
  multiple: 'Sales areas belong to the sales organisation, not the company code.',
  text: 'SKA1 holds the chart-of-accounts segment.',
} as const;

export const result = (passed = true): QuizResultResponse => {
  const served = attempt().questions;
  return {
    attempt: summary({
      id: 8,
      number: 2,
      status: 'submitted',
      started_at: '2026-11-27T10:00:00.000Z',
      submitted_at: '2026-11-27T10:04:00.000Z',
      score: passed ? 3 : 1,
      passed,
    }),
    questions: [
      {
        ...served[0]!,
        explanation: EXPLANATIONS.single,
        correct_option_ids: [1],
        numeric_answer: null,
        tolerance: null,
        accepted_answers: [],
        given_option_ids: [1],
        given_value: null,
        correct: true,
        points_awarded: 1,
      },
      {
        ...served[1]!,
        explanation: EXPLANATIONS.multiple,
        correct_option_ids: [1, 2],
        numeric_answer: null,
        tolerance: null,
        accepted_answers: [],
        given_option_ids: passed ? [1, 2] : [3],
        given_value: null,
        correct: passed,
        points_awarded: passed ? 2 : 0,
      },
      {
        ...served[2]!,
        explanation: EXPLANATIONS.text,
        correct_option_ids: [],
        numeric_answer: null,
        tolerance: null,
        accepted_answers: ['SKA1'],
        given_option_ids: [],
        given_value: 'SKB1',
        correct: false,
        points_awarded: 0,
      },
    ],
  };
};
