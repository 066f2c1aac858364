// Certificate calls are limited (decision 135): the public verification data per client address,
// the PDF per student (as receipts, decision 121: a held 429), so neither a scraper nor a loop
// costs the API more than RATE_LIMIT_CERTIFICATE_MAX requests a window.
import { useTestApp } from '../../helpers/app';
import { certificatesOf, complete, enrolledStudent } from '../../helpers/certificates';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';

describe.each(DRIVERS)('certificate rate limits on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_CERTIFICATE_MAX: '2' });

  it('the public look-up answers 429 {detail} past the limit for one address, and another address is not affected', async () => {
    const lookUp = (ip: string) => t.app.inject({ method: 'GET', url: '/site/certificates/AAAAAAAAAAAAAAAAAAAAAA', remoteAddress: ip });
    expect((await lookUp('203.0.113.7')).statusCode).toBe(404);
    expect((await lookUp('203.0.113.7')).statusCode).toBe(404);
    const limited = await lookUp('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) });
    expect((await lookUp('203.0.113.8')).statusCode).toBe(404);
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
