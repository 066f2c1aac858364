// What a certificate shows to whom (decision 135): the public verification data carries exactly
// the name, course, dates, number and status (no e-mail, no student id, no reason); a revocation
// shows there at once; the PDF is its owner's alone (another student's id answers like a missing
// one) and stops once revoked; any id that is not a certificate's is a 404, never a 500.
import { CERTIFICATE_MESSAGES, linkedInAddToProfileUrl, publicCertificateSchema } from '@sap-academy/contracts';
import { useTestApp } from '../../helpers/app';
import { certificatesOf, complete, enrolledStudent } from '../../helpers/certificates';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { pdfText } from '../../helpers/pdf';
import { signUpAs } from '../../helpers/staff';

const PUBLIC_KEYS = ['course_title', 'id', 'issued_at', 'name', 'number', 'revoked_at', 'status', 'verify_url'];
const BAD_IDS = ['abc', 'AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fadmin', '1', `${'x'.repeat(22)}%20`, 'DROP%20TABLE%20certificates', 'a'.repeat(90)];

describe.each(DRIVERS)('certificate verification and PDF on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let owner: StudentSession;
  let id: string;

  const verify = (certificateId: string) => t.app.inject({ method: 'GET', url: `/site/certificates/${certificateId}` });
  const pdf = (certificateId: string, who?: StudentSession) =>
    t.app.inject({ method: 'GET', url: `/lms/certificates/${certificateId}/pdf`, ...(who ? { headers: who.auth } : {}) });

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1], title: 'SAP SD — Sales and Distribution' });
    owner = await enrolledStudent(t.app, course.id, 'Zoë Ñúñez Rao');
    await complete(t.app, owner, course.id, course.classIds[0]!);
    id = (await certificatesOf(t.db, owner.studentId))[0]!.id;
  });

  it('answers anyone with exactly the name, course, dates, number, status and its own address', async () => {
    const res = await verify(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
    expect(publicCertificateSchema.parse(body)).toEqual({
      id,
      number: expect.stringMatching(/^SAPA-CERT-\d{4}-\d{6,}$/),
      name: 'Zoë Ñúñez Rao',
      course_title: 'SAP SD — Sales and Distribution',
      issued_at: expect.any(String),
      status: 'valid',
      revoked_at: null,
      verify_url: `${t.config.PUBLIC_SITE_URL}/certificates/${id}`,
    });
    expect(res.body).not.toContain(owner.email);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a revoked certificate says so with the date, and keeps the reason private; its owner can no longer download it', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const reason = 'Exam taken by someone else (case 8841)';
    const revoked = await t.app.inject({ method: 'POST', url: `/admin/certificates/${id}/revoke`, headers: admin.auth, payload: { reason } });
    expect(revoked.statusCode).toBe(200);
    const res = await verify(id);
    expect(res.json()).toMatchObject({ status: 'revoked', revoked_at: revoked.json().revoked_at });
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body).not.toContain('8841');
    const download = await pdf(id, owner);
    expect(download.statusCode).toBe(410);
    expect(download.json()).toEqual({ detail: CERTIFICATE_MESSAGES.revoked });
    // Staff still can, to see what was revoked.
    expect((await t.app.inject({ method: 'GET', url: `/admin/certificates/${id}/pdf`, headers: admin.auth })).statusCode).toBe(200);
  });

  it.each(BAD_IDS)('%s is a 404 on the public page and the PDF, never a 500', async (bad) => {
    for (const res of [await verify(bad), await pdf(bad, owner)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('a NUL byte in the id is refused by input hygiene (decision 109) with a 422, not a 500', async () => {
    for (const res of [await verify('%00'), await pdf('%00', owner)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
  });

  it("the owner downloads the PDF with their name and the course; another student's request is a 404 like an unknown id; a visitor's a 401", async () => {
    const res = await pdf(id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="certificate-SAPA-CERT-\d{4}-\d{6,}\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Zoë Ñúñez Rao');
    expect(text).toContain('SAP SD — Sales and Distribution');
    // Stored at the first download: the second gives the same bytes.
    expect((await pdf(id, owner)).rawPayload.equals(res.rawPayload)).toBe(true);

    const other = await enrolledStudent(t.app, course.id, 'Other Student');
    const theirs = await pdf(id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await pdf('AAAAAAAAAAAAAAAAAAAAAA', other)).json());
    expect((await pdf(id)).statusCode).toBe(401);
  });

  it("builds LinkedIn's add-to-profile link from the public data", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        courseTitle: 'SAP SD — Sales & Distribution',
        organizationName: 'Vidya ERP Academy',
        // 20:00 UTC on 31 December is January in India.
        issuedAt: new Date('2026-12-31T20:00:00Z'),
        verifyUrl: 'https://www.vidya.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
        number: 'SAPA-CERT-2027-000001',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'SAP SD — Sales & Distribution',
      organizationName: 'Vidya ERP Academy',
      issueYear: '2027',
      issueMonth: '1',
      certUrl: 'https://www.vidya.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
      certId: 'SAPA-CERT-2027-000001',
    });
  });
});
