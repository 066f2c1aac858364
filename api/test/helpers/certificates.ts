// Certificates in tests (decision 135): an enrolled student, classes completed through the real
// progress endpoint, quiz answers right or wrong, and the rows behind it all.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QuizAnswer } from '@sap-academy/contracts';
import type { AdminQuiz } from '@sap-academy/contracts/admin';
import type { Db } from '../../src/db/client';
import { certificates, outbox } from '../../src/db/schema';
import { signUp, type StudentSession } from './fixtures';

export async function enrolledStudent(app: FastifyInstance, courseId: number, name = 'Zoë Ñúñez Rao'): Promise<StudentSession> {
  const student = await signUp(app, name);
  const joined = await app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: student.auth, payload: {} });
  if (joined.statusCode >= 300) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  return student;
}

export const complete = (app: FastifyInstance, who: StudentSession, courseId: number, classId: number) =>
  app.inject({ method: 'PUT', url: `/lms/course/${courseId}/class/${classId}/progress`, headers: who.auth, payload: { status: 2 } });

/** Full marks on helpers/quizzes' quiz; `wrong` answers every question wrongly (0 of 10). */
export function answers(quiz: AdminQuiz, wrong = false): QuizAnswer[] {
  const [single, multiple, numeric, text] = quiz.questions;
  if (wrong)
    return [
      { question_id: single!.id, option_ids: [1] },
      { question_id: multiple!.id, option_ids: [3] },
      { question_id: numeric!.id, value: '1' },
      { question_id: text!.id, value: 'nope' },
    ];
  return [
    { question_id: single!.id, option_ids: [2] },
    { question_id: multiple!.id, option_ids: [1, 2] },
    { question_id: numeric!.id, value: '18.75' },
    { question_id: text!.id, value: 'ME21N' },
  ];
}

/** Starts an attempt and submits the given answers; returns the submission's response. */
export async function takeQuiz(app: FastifyInstance, who: StudentSession, courseId: number, classId: number, given: unknown) {
  const base = `/lms/course/${courseId}/class/${classId}/quiz/attempts`;
  const started = await app.inject({ method: 'POST', url: base, headers: who.auth, payload: {} });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  return app.inject({ method: 'POST', url: `${base}/${started.json().attempt.id}/submit`, headers: who.auth, payload: { answers: given } as object });
}

export const certificatesOf = (db: Db, studentId: number) => db.select().from(certificates).where(eq(certificates.studentId, studentId));
export const certificateMails = (db: Db) => db.select().from(outbox).where(eq(outbox.kind, 'certificate'));
