// Who may read what in the back office (decision 119): one table shared by the
// entity routes (their guard) and the audit trail (an entity's history is readable only by who may
// read the entity itself), so the two cannot drift apart.
import { STAFF_ROLES, type Role } from './common.ts';

const ADMINS = ['admin'] as const satisfies readonly Role[];
/** Who runs the catalogue: a trainer is staff but edits nothing (decision 133). */
const EDITORS = ['editor', 'admin'] as const satisfies readonly Role[];

/** Readers per back-office entity. Editors run the catalogue (courses, coupons); the rest holds customers' data. */
export const ENTITY_READERS = {
  course: EDITORS,
  coupon: EDITORS,
  lead: ADMINS,
  /** A student's enrolments (the audit row's id is the student's). */
  enrolment: ADMINS,
  student: ADMINS,
  /** Events and their registrations (decision 137): registrants' names and e-mails, like leads. */
  event: ADMINS,
  order: ADMINS,
  settings: ADMINS,
  outbox: ADMINS,
  rum: ADMINS,
  /** Browser errors (decision 144): scrubbed, but a sample message is still the admins'. */
  browserError: ADMINS,
  /** The staff home's trends and conversion (decision 144): counts and sums, no person's data. */
  dashboard: EDITORS,
  /** The remotes' release channels and their history (decision 125). */
  release: ADMINS,
  /** Issued certificates (decision 135): they carry students' names and e-mails. */
  certificate: ADMINS,
  /** Staff accounts: creation, promotion, role changes, sign-ins. */
  staff: ADMINS,
  /**
   * Assignment submissions and their reviews (decisions 133, 134). A trainer or an editor reads
   * only the courses they are assigned to (course_trainers, checked by the reviews service); an
   * admin reads every course's.
   */
  submission: STAFF_ROLES,
  /**
   * Live batches (decision 136): members' names and e-mails, so the admins'. A batch's trainer
   * reaches its sessions, roster and recordings through routes that check the trainer per batch.
   */
  batch: ADMINS,
  /**
   * Consultants' availability and bookings (decision 138): a trainer reads and edits only their
   * own (checked by the bookings service), an admin everyone's.
   */
  booking: ['trainer', 'admin'],
  /** A consultant's weekly availability (decision 138): the consultant's own, or an admin. */
  consultant: ['trainer', 'admin'],
  /** Students' course reviews waiting for moderation, and trainers' public profiles (decision 147). */
  course_review: EDITORS,
  trainer_profile: EDITORS,
  /** Companies, their HR contacts and seat pools (decision 149): contacts' names and e-mails. */
  company: ADMINS,
  // Decision 150: logins to a shared server, admins only.
  practice_server: ADMINS,
} as const satisfies Record<string, readonly Role[]>;
export type AdminEntity = keyof typeof ENTITY_READERS;

/**
 * The audit trail's readers: its entity filters do not know a trainer's courses, so a trainer
 * reads no history (decision 133); the trail narrows each reader to ENTITY_READERS.
 */
export const AUDIT_READERS = EDITORS;

export const mayRead = (role: Role, entity: AdminEntity): boolean => (ENTITY_READERS[entity] as readonly Role[]).includes(role);

const NARROWED_PER_ROW: ReadonlySet<AdminEntity> = new Set(['submission', 'booking', 'consultant']);
/**
 * Whether `role` may read an entity's history. A submission's, a booking's and a consultant's
 * readers other than admins are narrowed to their own courses or calendar, which the trail cannot
 * check per row, so their history is the admins' (decision 133).
 */
export const mayReadHistory = (role: Role, entity: AdminEntity): boolean => (NARROWED_PER_ROW.has(entity) ? role === 'admin' : mayRead(role, entity));

/**
 * Fields that hold a person's data in an audit row's before/after (leads' name, e-mail, mobile,
 * message, notes; a staff account's name and e-mail). Masked on read for roles outside
 * PERSONAL_DATA_READERS, whatever the entity, so a future reader of an entity's history (a support
 * role, an export) does not inherit its personal data by accident.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['name', 'email', 'mobile', 'phone', 'message', 'subject', 'notes', 'ip']);
export const PERSONAL_DATA_READERS = ADMINS satisfies readonly Role[];
export const MASKED = '•••';
