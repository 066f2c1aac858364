// Words of the Company area (HR's view of its team, decision 028).
import { formatIndiaDate } from 'mfe-shared/ui/format';

export const COMPANY_HEADING = 'Company';
export const COMPANY_PATH = '/lms/company';
/** One company's dashboard, for HR of several (decision 028). */
export const companyPath = (companyId: number) => `${COMPANY_PATH}/${companyId}`;
export const CHOOSE_COMPANY = 'Your companies';
export const SEATS_HEADING = 'Seats';
export const LEARNERS_HEADING = 'Learners';
export const DOWNLOAD_CSV = 'Download CSV';
export const INVITE_HEADING = 'Invite a learner';
export const INVITE_BUTTON = 'Invite';
export const UPLOAD_HEADING = 'Upload CSV';
export const UPLOAD_BUTTON = 'Upload';
export const CSV_FILE_LABEL = 'CSV file (email,name)';
export const NOTHING_APPLIED = 'Nothing was applied: fix these rows and upload the file again.';
export const REJECTED_CAPTION = 'Rejected rows';
export const REMOVE = 'Remove';
export const NO_LEARNERS = 'No learners yet.';
export const EMAIL_LABEL = 'E-mail';
export const NAME_LABEL = 'Name';
export const invitedToast = (email: string) => `Invited ${email}.`;
export const removeTitle = (name: string) => `Remove ${name}?`;
export const REMOVE_DESCRIPTION =
  'The course enrolment the company gave is revoked. The seat is freed if they have not started the course; otherwise it stays used.';
export const seatsText = (used: number, free: number, seats: number) => `${used} used, ${free} free of ${seats}`;
export const POOL_LABEL = 'Course';
/** A pool or an order tied to one batch of its course (decision 155): an invite seats the learner in it. */
export const batchText = (batch: { title: string; starts_on: string; ends_on: string }) =>
  `Batch: ${batch.title}, ${formatIndiaDate(batch.starts_on)} – ${formatIndiaDate(batch.ends_on)}`;
/** The pool select names a batch pool's batch: a course may have a whole-course pool and batch pools. */
export const poolName = (pool: { course_title: string; batch: { title: string } | null }) =>
  pool.batch ? `${pool.course_title}, ${pool.batch.title}` : pool.course_title;
export const NOT_HR = 'You are not an HR contact of any company.';
export const NO_POOLS = 'Your company has no seats yet. Staff grant them.';
// The company's orders of seats (decision 154).
export const ORDERS_HEADING = 'Orders';
export const NO_ORDERS = 'No orders of seats yet.';
export const ORDER_STATUS: Record<string, string> = {
  created: 'Waiting for payment',
  paid: 'Paid; seats added',
  cancelled: 'Cancelled',
  expired: 'Cancelled',
  refund_due: 'Refund due',
};
export const orderSeatsText = (seats: number, course: string) => `${course} — ${seats} ${seats === 1 ? 'seat' : 'seats'}`;
export const invoiceButton = (number: string) => `Download invoice ${number}`;
export const uploadedToast = (added: number) => `Added ${added} ${added === 1 ? 'learner' : 'learners'}.`;
export const removedToast = (seatFreed: boolean) =>
  seatFreed ? 'Removed; the seat is free again.' : 'Removed; the learner had started, so the seat stays used.';
export const assignmentsText = (a: { submitted: number; accepted: number; returned: number }) =>
  `${a.submitted} submitted, ${a.accepted} accepted, ${a.returned} returned`;
export const attendanceText = (a: { present: number; late: number; absent: number }) => `${a.present} present, ${a.late} late, ${a.absent} absent`;
