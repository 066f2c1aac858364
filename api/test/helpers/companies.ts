// Companies for tests (decision 149): one made through the staff routes, with a pool and an HR
// contact, as an admin would set it up in the back office.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from './fixtures';
import { testGstin } from './gst';
import { signUpAs } from './staff';

let made = 0;

export const companyInput = (name: string) => ({
  name,
  gstin: testGstin('27', 'AABCA1234D'),
  billing_address: 'Plot 7, MIDC\nPune 411019',
  state: '27',
  contact_name: 'Meera Iyer',
  contact_email: 'hr@acme.example',
  contact_phone: '+91 98200 00000',
});

export interface CompanyFixture {
  id: number;
  poolId: number;
  course: CourseFixture;
  hr: StudentSession;
  admin: StudentSession;
}

async function ok(res: { statusCode: number; body: string; json: () => unknown }, status: number) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

/** A company with a pool of `seats` on a new course (sections as given) and a signed-up HR contact. */
export async function createCompany(
  app: FastifyInstance,
  db: Db,
  options: { seats?: number; sections?: number[]; admin?: StudentSession; course?: CourseFixture } = {},
): Promise<CompanyFixture> {
  const admin = options.admin ?? (await signUpAs(app, db, 'admin'));
  const course = options.course ?? (await insertCourse(db, { price: 0, sections: options.sections ?? [2] }));
  const company = await ok(
    await app.inject({ method: 'POST', url: '/admin/companies', headers: admin.auth, payload: companyInput(`Company ${++made} ${Date.now()}`) }),
    201,
  );
  const pool = await ok(
    await app.inject({
      method: 'POST',
      url: `/admin/companies/${company.id}/pools`,
      headers: admin.auth,
      payload: { course_id: course.id, seats: options.seats ?? 3, purchase_reference: 'PO-1' },
    }),
    201,
  );
  const hr = await signUp(app, 'Hr Contact');
  await ok(await app.inject({ method: 'POST', url: `/admin/companies/${company.id}/admins`, headers: admin.auth, payload: { email: hr.email } }), 201);
  return { id: company.id, poolId: pool.id, course, hr, admin };
}

/** A company through the staff route (no pool, no HR contact), `overrides` on companyInput's fields. */
export async function newCompany(app: FastifyInstance, admin: StudentSession, overrides: Partial<ReturnType<typeof companyInput>> = {}) {
  return ok(
    await app.inject({
      method: 'POST',
      url: '/admin/companies',
      headers: admin.auth,
      payload: { ...companyInput(`Company ${++made} ${Date.now()}`), ...overrides },
    }),
    201,
  );
}

/** Staff raise a company order (decision 154); the answer is the order as the orders list shows it. */
export async function raiseCompanyOrder(
  app: FastifyInstance,
  admin: StudentSession,
  companyId: number,
  input: { course_id: number; seats: number; unit_price?: number; purchase_reference?: string },
) {
  return (await ok(await app.inject({ method: 'POST', url: `/admin/companies/${companyId}/orders`, headers: admin.auth, payload: input }), 201)) as {
    id: number;
    amount: number;
    order_id: string;
    status: string;
  };
}
