// A quiz for the tests (decision 130): one question of each kind, with answers and explanations
// distinctive enough that a test can search every response body for them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { classes } from '../../src/db/schema';
import type { StudentSession } from './fixtures';

export const SECRETS = {
  explanation: 'EXPLAIN-ME21N-creates-a-purchase-order',
  accepted: 'ME21N',
  numeric: 18.75,
};

export const quizBody = (overrides: Record<string, unknown> = {}) => ({
  version: 0,
  pass_mark: 60,
  attempt_limit: null,
  time_limit_seconds: null,
  shuffle_questions: false,
  shuffle_options: false,
  questions: [
    {
      kind: 'single',
      prompt: 'Which module handles procurement?',
      image_url: 'https://cdn.example.com/quiz/mm.png',
      explanation: `${SECRETS.explanation} (single)`,
      points: 2,
      options: [
        { text: 'SD', correct: false },
        { text: 'MM', correct: true },
        { text: 'FICO', correct: false },
      ],
    },
    {
      kind: 'multiple',
      prompt: 'Which are SAP S/4HANA modules?',
      explanation: `${SECRETS.explanation} (multiple)`,
      points: 3,
      options: [
        { text: 'EWM', correct: true },
        { text: 'TM', correct: true },
        { text: 'Photoshop', correct: false },
      ],
    },
    {
      kind: 'numeric',
      prompt: 'GST on the item, in rupees?',
      explanation: `${SECRETS.explanation} (numeric)`,
      points: 1,
      answer: SECRETS.numeric,
      tolerance: 0.25,
    },
    {
      kind: 'text',
      prompt: 'The transaction that creates a purchase order?',
      explanation: `${SECRETS.explanation} (text)`,
      points: 4,
      accepted_answers: [SECRETS.accepted],
    },
  ],
  ...overrides,
});

/** Makes the class a quiz class, as the outline editor would. */
export async function makeQuizClass(db: Db, classId: number) {
  await db.update(classes).set({ onlineClassType: 'QUIZ' }).where(eq(classes.id, classId));
}

/** Authors the quiz through the admin route; returns its admin view. */
export async function authorQuiz(app: FastifyInstance, staff: StudentSession, courseId: number, classId: number, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'PUT', url: `/admin/courses/${courseId}/classes/${classId}/quiz`, headers: staff.auth, payload: quizBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`quiz authoring failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
