// Back-office companies (decision 149): the company record (name, GSTIN, billing address, state,
// contacts), its HR contacts (company admins, a membership, not a staff role) and its seat pools,
// granted by staff with an optional purchase reference. Admins only (ENTITY_READERS.company).
import { z } from 'zod';
import { emailField, nameField } from '../fields.ts';
import { gstAddressField, gstStateField, gstinField, gstinMatchesState } from '../gst-fields.ts';
import { singleLine } from '../text.ts';
import { idSchema, timestampSchema, versionSchema } from './common.ts';
import { adminOrderSchema } from './students.ts';

export const ADMIN_COMPANY_MESSAGES = {
  name: 'Enter the company name.',
  nameTaken: 'Another company already uses this name.',
  unknownCourse: 'There is no course with this id.',
  poolExists: 'This company already has a seat pool for this course; change its seats instead.',
  poolExistsForBatch: 'This company already has a seat pool for this batch; change its seats instead.',
  batchNotOfCourse: 'Choose a batch of this course.',
  batchClosed: 'This batch is cancelled or has ended; choose an open batch.',
  /** 409 when a batch pool or a company order for a batch would hold more seats than the batch has free (decision 155). */
  batchNoRoom: (free: number) => `The batch has ${free} free seat${free === 1 ? '' : 's'} (seated students and seats held for companies count as taken).`,
  seatsBelowUsed: (used: number) => `This pool has ${used} seats in use; it cannot have fewer.`,
  alreadyAdmin: 'This person is already an HR contact of this company.',
  adminNotFound: 'This person is not an HR contact of this company.',
  phone: 'Enter a phone number of 7 to 20 digits, spaces, + or -.',
} as const;

export const COMPANY_NAME_MAX = 200;
export const PURCHASE_REFERENCE_MAX = 100;
/** A pool beyond this is a typo (a company of that size buys through a contract, not this form). */
export const POOL_SEATS_MAX = 10_000;

const optionalText = (max: number) => singleLine().max(max, { error: `At most ${max} characters.` });

export const companyInputSchema = z
  .object({
    name: singleLine()
      .min(1, { error: ADMIN_COMPANY_MESSAGES.name })
      .max(COMPANY_NAME_MAX, { error: `The name must be at most ${COMPANY_NAME_MAX} characters.` }),
    /** '' when the company is not GST-registered. */
    gstin: gstinField,
    billing_address: gstAddressField,
    state: gstStateField,
    contact_name: optionalText(120),
    contact_email: z.union([z.literal(''), emailField()]),
    contact_phone: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[+\d][\d\s-]{6,19}$/, { error: ADMIN_COMPANY_MESSAGES.phone }),
    ]),
  })
  .superRefine(gstinMatchesState);
export type CompanyInput = z.input<typeof companyInputSchema>;
export const companyUpdateSchema = companyInputSchema.and(z.object({ version: versionSchema }));

export const adminCompanySchema = z.object({
  id: idSchema,
  name: z.string(),
  gstin: z.string(),
  billing_address: z.string(),
  state: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  version: z.number().int().nonnegative(),
  created_at: timestampSchema,
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyListItemSchema = adminCompanySchema.extend({
  seats: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
});
/** GET adminApi.companies: every company, by name (a short list: no paging yet). */
export const adminCompanyListResponseSchema = z.object({ results: z.array(adminCompanyListItemSchema) });
export type AdminCompanyListResponse = z.infer<typeof adminCompanyListResponseSchema>;

export const companyAdminSchema = z.object({ user_id: idSchema, name: z.string(), email: z.string(), added_at: timestampSchema });
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

/** The batch a pool or a company order is for (decision 155), for display; null for the course at large. */
export const poolBatchSchema = z.object({ id: idSchema, title: z.string(), starts_on: z.string(), ends_on: z.string() }).nullable();
export type PoolBatch = z.infer<typeof poolBatchSchema>;

export const adminSeatPoolSchema = z.object({
  id: idSchema,
  course_id: idSchema,
  course_title: z.string(),
  batch_id: idSchema.nullable(),
  batch: poolBatchSchema,
  seats: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  purchase_reference: z.string(),
  version: z.number().int().nonnegative(),
  created_at: timestampSchema,
});
export type AdminSeatPool = z.infer<typeof adminSeatPoolSchema>;

/** GET adminApi.company: the record with its HR contacts and pools. */
export const adminCompanyDetailSchema = adminCompanySchema.extend({
  admins: z.array(companyAdminSchema),
  pools: z.array(adminSeatPoolSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** POST adminApi.companyAdmins: an existing account by e-mail, or a new one (no password; it signs in with a code). */
export const companyAdminInputSchema = z.object({ email: emailField(), name: nameField.optional() });
export type CompanyAdminInput = z.input<typeof companyAdminInputSchema>;

const seatsSchema = z
  .number({ error: `Seats must be a whole number from 0 to ${POOL_SEATS_MAX}.` })
  .int({ error: `Seats must be a whole number from 0 to ${POOL_SEATS_MAX}.` })
  .min(0, { error: `Seats must be a whole number from 0 to ${POOL_SEATS_MAX}.` })
  .max(POOL_SEATS_MAX, { error: `Seats must be a whole number from 0 to ${POOL_SEATS_MAX}.` });
const purchaseReferenceSchema = optionalText(PURCHASE_REFERENCE_MAX);

/** POST adminApi.companyPools: staff grant seats on a course (decision 149: no company order yet). */
export const seatPoolInputSchema = z.object({
  course_id: idSchema,
  /** A batch of the course (decision 155): its seats are then held in the batch. */
  batch_id: idSchema.nullish(),
  seats: seatsSchema,
  purchase_reference: purchaseReferenceSchema,
});
export type SeatPoolInput = z.input<typeof seatPoolInputSchema>;
/** PUT adminApi.companyPool: change the seats (never below those in use) or the reference. */
export const seatPoolUpdateSchema = z.object({ seats: seatsSchema, purchase_reference: purchaseReferenceSchema, version: versionSchema });
export type SeatPoolUpdate = z.input<typeof seatPoolUpdateSchema>;

// Company orders (decision 154): a company buys N seats on a course through one order, paid by
// bank transfer, UPI or cheque (the offline payment), with one tax invoice made out to the company;
// its pool for the course grows by N when the order is paid. Admins raise them here.
export const COMPANY_ORDER_SEATS_MAX = 500;
/** N × price per seat; with 28 % GST on top it still fits the orders' int4 amount (₹2.1 crore). */
export const COMPANY_ORDER_MAX_PAISE = 1_500_000_000;

export const COMPANY_ORDER_MESSAGES = {
  seats: `Seats must be a whole number from 1 to ${COMPANY_ORDER_SEATS_MAX}.`,
  unitPrice: 'The price per seat must be a whole number of paise, at least ₹1 (100 paise).',
  tooLarge: 'Seats × price per seat must be at most ₹1,50,00,000; raise two orders instead.',
  freeCourse: 'This course is free: grant a seat pool instead of raising an order, or give a price per seat.',
  unknownCourse: 'There is no course with this id.',
  notOpen: 'Only an open order can be cancelled; this one has taken its money or is cancelled already.',
} as const;

const companyOrderSeats = z
  .number({ error: COMPANY_ORDER_MESSAGES.seats })
  .int({ error: COMPANY_ORDER_MESSAGES.seats })
  .min(1, { error: COMPANY_ORDER_MESSAGES.seats })
  .max(COMPANY_ORDER_SEATS_MAX, { error: COMPANY_ORDER_MESSAGES.seats });
const unitPrice = z
  .number({ error: COMPANY_ORDER_MESSAGES.unitPrice })
  .int({ error: COMPANY_ORDER_MESSAGES.unitPrice })
  .min(100, { error: COMPANY_ORDER_MESSAGES.unitPrice })
  .max(COMPANY_ORDER_MAX_PAISE, { error: COMPANY_ORDER_MESSAGES.unitPrice });

/**
 * POST adminApi.companyOrders: the course, how many seats, the price per seat in paise (the
 * course's price when left out) and the company's purchase-order reference.
 */
export const companyOrderInputSchema = z
  .object({
    course_id: idSchema,
    /** A batch of the course (decision 155): the price defaults to its own, and the seats are held in it while the order is open. */
    batch_id: idSchema.nullish(),
    seats: companyOrderSeats,
    unit_price: unitPrice.optional(),
    purchase_reference: purchaseReferenceSchema.default(''),
  })
  .superRefine((order, ctx) => {
    if (order.unit_price !== undefined && order.seats * order.unit_price > COMPANY_ORDER_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: COMPANY_ORDER_MESSAGES.tooLarge });
    }
  });
export type CompanyOrderInput = z.input<typeof companyOrderInputSchema>;

/** GET adminApi.companyOrders: the company's orders, newest first, in the orders list's shape. */
export const adminCompanyOrdersSchema = z.object({ results: z.array(adminOrderSchema) });
export type AdminCompanyOrders = z.infer<typeof adminCompanyOrdersSchema>;
