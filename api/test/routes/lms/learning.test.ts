import { classDetailResponseSchema, continueCourseResponseSchema, PROGRESS_STATUS } from '@sap-academy/contracts';
import { MESSAGES } from '../../../src/config/constants';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';

describe.each(DRIVERS)('learning routes on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let owner: StudentSession;
  let stranger: StudentSession;
  let enrolmentId: number;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [2, 1] });
    owner = await signUp(t.app, 'Owner');
    stranger = await signUp(t.app, 'Stranger');
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: owner.auth, payload: {} });
    enrolmentId = join.json().course_student.id;
  });

  const get = (url: string, who?: StudentSession) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const progress = (classId: number, status: number, who: StudentSession = owner) =>
    t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${classId}/progress`, headers: who.auth, payload: { status } });

  describe('GET /lms/course/:id/continue/:courseStudentId', () => {
    it('gives the owner the outline with progress_status per class', async () => {
      await progress(course.classIds[1]!, 2);
      const res = await get(`/lms/course/${course.id}/continue/${enrolmentId}`, owner);
      expect(res.statusCode).toBe(200);
      const body = continueCourseResponseSchema.parse(res.json());
      expect(body.course.course_title).toEqual(expect.any(String));
      expect(body.classes.flatMap((g) => g.classes.map((c) => c.progress_status))).toEqual([0, 2, 0]);
      expect(body.progress).toEqual({ completed: 1, total: 3, percent: 33 });
    });

    it('answers another student exactly as for a missing enrolment (no id oracle), and 401 to a visitor', async () => {
      const res = await get(`/lms/course/${course.id}/continue/${enrolmentId}`, stranger);
      const missing = await get(`/lms/course/${course.id}/continue/999999`, stranger);
      expect(res.statusCode).toBe(404);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: missing.statusCode, body: missing.json() });
      expect((await get(`/lms/course/${course.id}/continue/${enrolmentId}`)).statusCode).toBe(401);
    });

    it('answers 404 for an unknown enrolment or one of another course', async () => {
      const other = await insertCourse(t.db);
      expect((await get(`/lms/course/${course.id}/continue/999999`, owner)).statusCode).toBe(404);
      expect((await get(`/lms/course/${other.id}/continue/${enrolmentId}`, owner)).statusCode).toBe(404);
    });
  });

  describe('GET /lms/course/:id/class/:classId', () => {
    it('gives an enrolled student the class and its files, and remembers it as last opened', async () => {
      const classId = course.classIds[2]!;
      const res = await get(`/lms/course/${course.id}/class/${classId}`, owner);
      expect(res.statusCode).toBe(200);
      const body = classDetailResponseSchema.parse(res.json());
      expect(body.class).toMatchObject({ id: classId, title: 'Class 2.1', description: 'About class 2.1', progress_status: 0 });
      expect(body.files).toHaveLength(2);
      expect(body.files.find((f) => f.is_original)?.url).toMatch(/[?&]v=/);
      const details = await get(`/lms/course/${course.id}`, owner);
      expect(details.json().course_student.last_opened_class_id).toBe(classId);
      const resume = await get(`/lms/course/${course.id}/continue/${enrolmentId}`, owner);
      expect(resume.json().course_student.last_opened_class_id).toBe(classId);
    });

    it('answers 403 to a student who is not enrolled, 401 to a visitor', async () => {
      const res = await get(`/lms/course/${course.id}/class/${course.classIds[0]}`, stranger);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.notEnrolled });
      expect((await get(`/lms/course/${course.id}/class/${course.classIds[0]}`)).statusCode).toBe(401);
    });

    it('answers 404 for a class of another course (no access through a foreign class id)', async () => {
      const other = await insertCourse(t.db);
      expect((await get(`/lms/course/${course.id}/class/${other.classIds[0]}`, owner)).statusCode).toBe(404);
      expect((await get(`/lms/course/999999/class/${course.classIds[0]}`, owner)).statusCode).toBe(404);
    });
  });

  describe('PUT /lms/course/:id/class/:classId/progress', () => {
    it('marks in progress then completed, returns the course progress, never goes backwards', async () => {
      const [first, second] = course.classIds as [number, number];
      let res = await progress(first, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ class_id: first, progress_status: 1, progress: { completed: 0, total: 3, percent: 0 } });
      res = await progress(first, PROGRESS_STATUS.completed);
      expect(res.json().progress).toEqual({ completed: 1, total: 3, percent: 33 });
      res = await progress(first, 1);
      expect(res.json().progress_status).toBe(2);
      await progress(second, 2);
      res = await progress(course.classIds[2]!, 2);
      expect(res.json().progress).toEqual({ completed: 3, total: 3, percent: 100 });
    });

    it('is only for the enrolled student', async () => {
      const res = await progress(course.classIds[0]!, 2, stranger);
      expect(res.statusCode).toBe(403);
      const view = await get(`/lms/course/${course.id}/continue/${enrolmentId}`, owner);
      expect(view.json().progress.completed).toBe(0);
    });

    it.each([[0], [3], ['2'], [null]])('rejects status %p with 422', async (status) => {
      const res = await progress(course.classIds[0]!, status as number);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields['body.status']).toEqual(expect.any(String));
    });

    it('answers 404 for a class outside the course', async () => {
      const other = await insertCourse(t.db);
      expect((await progress(other.classIds[0]!, 2)).statusCode).toBe(404);
    });
  });
});
