// Certificate limits (decision 135): the PDF per student (as receipts, decision 121: a held 429),
// so a loop costs the API at most RATE_LIMIT_CERTIFICATE_MAX renders a window; the public
// verification data is not limited, because the page server asks for it from one address on every
// render of the verification page (decision 208).
import { useTestApp } from '../../helpers/app';
import { certificatesOf, complete, enrolledStudent } from '../../helpers/certificates';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';

describe.each(DRIVERS)('certificate rate limits on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_CERTIFICATE_MAX: '2' });

  it("the public look-up answers every request from the page server's one address, far past the PDF's limit", async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [1] });
    const student = await enrolledStudent(t.app, course.id, 'Verified');
    await complete(t.app, student, course.id, course.classIds[0]!);
    const { id } = (await certificatesOf(t.db, student.studentId))[0]!;
    const lookUp = () => t.app.inject({ method: 'GET', url: `/site/certificates/${id}`, remoteAddress: '10.0.0.5' });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await lookUp()).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it("the PDF is limited per student: a third download is a 429, another student's budget is their own", async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [1] });
    const [first, second] = [await enrolledStudent(t.app, course.id, 'First'), await enrolledStudent(t.app, course.id, 'Second')];
    for (const who of [first, second]) await complete(t.app, who, course.id, course.classIds[0]!);
    const download = async (who: typeof first) =>
      t.app.inject({ method: 'GET', url: `/lms/certificates/${(await certificatesOf(t.db, who.studentId))[0]!.id}/pdf`, headers: who.auth });
    expect((await download(first)).statusCode).toBe(200);
    expect((await download(first)).statusCode).toBe(200);
    expect((await download(first)).statusCode).toBe(429);
    expect((await download(second)).statusCode).toBe(200);
  });
});
