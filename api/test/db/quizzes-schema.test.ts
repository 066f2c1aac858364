// Migration 0011 (decision 130): the quiz rules the database itself holds, whatever writes to it:
// one quiz per class, a pass mark in 0–100, positive points and limits, a known attempt status, a
// score within 0–max, and one attempt per number for a student and quiz.
import { quizAttempts, quizQuestions, quizzes } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { insertCourse, signUp } from '../helpers/fixtures';

describe.each(EVERY_DRIVER)('quiz tables on %s', (driver) => {
  const t = useTestApp(driver);

  const setup = async () => {
    const course = await insertCourse(t.db, { sections: [1] });
    const [quiz] = await t.db.insert(quizzes).values({ classId: course.classIds[0]!, passMark: 60 }).returning();
    const student = await signUp(t.app);
    const attempt = { quizId: quiz!.id, studentId: student.studentId, number: 1, questions: [], maxScore: 10, passMark: 60 };
    return { course, quiz: quiz!, attempt };
  };

  it('stores a quiz, a question and an attempt with their defaults', async () => {
    const { quiz, attempt } = await setup();
    await t.db.insert(quizQuestions).values({ quizId: quiz.id, position: 1, kind: 'text', prompt: 'T-code?', points: 2, solution: { accepted: ['ME21N'] } });
    const [row] = await t.db.insert(quizAttempts).values(attempt).returning();
    expect(quiz).toMatchObject({ attemptLimit: null, timeLimitSeconds: null, shuffleQuestions: false, shuffleOptions: false, version: 0 });
    expect(row).toMatchObject({ status: 'open', score: null, deadlineAt: null, startedAt: expect.any(Date) });
  });

  it('refuses a second quiz for the same class', async () => {
    const { course } = await setup();
    await expect(t.db.insert(quizzes).values({ classId: course.classIds[0]!, passMark: 50 })).rejects.toThrow();
  });

  it.each([
    ['a pass mark over 100', { passMark: 101 }],
    ['a negative pass mark', { passMark: -1 }],
    ['an attempt limit of 0', { passMark: 50, attemptLimit: 0 }],
    ['a time limit of 0', { passMark: 50, timeLimitSeconds: 0 }],
  ])('refuses a quiz with %s', async (_name, values) => {
    const course = await insertCourse(t.db, { sections: [1] });
    await expect(t.db.insert(quizzes).values({ classId: course.classIds[0]!, ...values })).rejects.toThrow();
  });

  it('refuses a question of an unknown kind or with 0 points', async () => {
    const { quiz } = await setup();
    const question = { quizId: quiz.id, position: 1, kind: 'text', prompt: 'Q', points: 1 };
    await expect(t.db.insert(quizQuestions).values({ ...question, kind: 'essay' })).rejects.toThrow();
    await expect(t.db.insert(quizQuestions).values({ ...question, points: 0 })).rejects.toThrow();
  });

  it('refuses an attempt with an unknown status, a score above its maximum, or a number already used', async () => {
    const { attempt } = await setup();
    await expect(t.db.insert(quizAttempts).values({ ...attempt, status: 'paused' })).rejects.toThrow();
    await expect(t.db.insert(quizAttempts).values({ ...attempt, score: 11 })).rejects.toThrow();
    await expect(t.db.insert(quizAttempts).values({ ...attempt, score: -1 })).rejects.toThrow();
    await t.db.insert(quizAttempts).values(attempt);
    await expect(t.db.insert(quizAttempts).values(attempt)).rejects.toThrow();
  });
});
