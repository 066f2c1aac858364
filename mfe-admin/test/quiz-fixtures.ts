// A course whose second class is a quiz, and a saved quiz for it, for the class screens' tests.
import type { AdminQuiz } from 'mfe-shared/contracts/admin';
import { course } from './fixtures';

export const QUIZ_CLASS = 101;
export const IMAGE_PATH = `/files/quiz-images/3/${QUIZ_CLASS}/0b7e4c1e-2f5a-4d3b-9c8e-1a2b3c4d5e6f.png`;

export const quizCourse = () => {
  const base = course();
  const [welcome, orders] = base.sections[0]!.classes;
  return course({ sections: [{ ...base.sections[0]!, classes: [welcome!, { ...orders!, online_class_type: 'QUIZ' }] }] });
};

export const savedQuiz = (overrides: Partial<AdminQuiz> = {}): AdminQuiz => ({
  class_id: QUIZ_CLASS,
  course_id: 3,
  pass_mark: 60,
  attempt_limit: null,
  time_limit_seconds: null,
  shuffle_questions: false,
  shuffle_options: false,
  version: 2,
  updated_at: '2025-01-02T00:00:00.000Z',
  questions: [
    {
      id: 900,
      kind: 'single',
      prompt: 'Which module handles procurement?',
      image_url: null,
      explanation: null,
      points: 2,
      options: [
        { id: 1, text: 'SD', correct: false },
        { id: 2, text: 'MM', correct: true },
      ],
      answer: null,
      tolerance: null,
      accepted_answers: [],
    },
  ],
  ...overrides,
});
