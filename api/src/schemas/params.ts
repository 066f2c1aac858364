// Path parameters shared by the portal routes. An id is written one way only: decimal digits, no
// sign, no leading zero, no spaces, no exponent or hex (`1e3`, `0x10`, `+1`, `01`, ` 1` are all
// Number()-able, so a coercion accepted them and two URLs named one resource). Anything else is a
// 422 before a query runs, and so is an id past int4 (it would be a database error → 500).
import { z } from 'zod';
import { INT4_MAX } from '@sap-academy/contracts';
// At most 10 digits: every int4 fits, and a longer string never reaches Number().
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

export const idParam = (name: string) =>
  z
    .string({ error: `${name} must be a positive integer.` })
    .regex(CANONICAL_ID, { error: `${name} must be a positive integer.` })
    .transform(Number)
    .refine((id) => id <= INT4_MAX, { error: `${name} is out of range.` });

export const courseParams = z.object({ id: idParam('id') });
export const continueParams = courseParams.extend({ courseStudentId: idParam('courseStudentId') });
export const classParams = courseParams.extend({ classId: idParam('classId') });
export const attemptParams = classParams.extend({ attemptId: idParam('attemptId') });

/**
 * A certificate's public id (decision 135). Any string reaches the service (the router bounds its length),
 * which answers the same 404 for a malformed id as for an unknown one: the verification page's
 * link is all a visitor has, and "malformed" would only tell a prober how ids look.
 */
export const certificateParams = z.object({ id: z.string() });
