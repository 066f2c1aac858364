// A student's progress on a class (SPEC §3: 0/1/2, 2 completed). Completing a class may complete the
// course: the certificate is issued in the same transaction as the completion (decision 135), so a
// completion is never committed without the check that follows it.
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { enrolmentsRepository } from '../repositories/enrolments';
import { issueIfEligible } from './certificates';

/** Records the status (progress never goes backwards) and returns the stored one. */
export function recordClassProgress(db: Db, where: { studentId: number; courseId: number; classId: number }, status: 1 | 2): Promise<number> {
  return inTransaction(db, async (tx) => {
    const stored = await enrolmentsRepository(tx).upsertProgress(where.studentId, where.classId, status);
    if (status === PROGRESS_STATUS.completed) await issueIfEligible(tx, where.studentId, where.courseId);
    return stored;
  });
}
