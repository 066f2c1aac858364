// Path parameters shared by the portal routes. Ids are positive int4 values; anything else is a
// 422 before a query runs (a huge id must not become a database error → 500).
import { z } from 'zod';

const INT4_MAX = 2_147_483_647;

export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive integer.` })
    .int({ error: `${name} must be a positive integer.` })
    .positive({ error: `${name} must be a positive integer.` })
    .max(INT4_MAX, { error: `${name} is out of range.` });

export const courseParams = z.object({ id: idParam('id') });
export const continueParams = courseParams.extend({ courseStudentId: idParam('courseStudentId') });
export const classParams = courseParams.extend({ classId: idParam('classId') });
