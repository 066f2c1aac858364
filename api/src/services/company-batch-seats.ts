// Company seats held in a batch (decision 155). A batch pool's unused seats and an open company
// order's seats count as taken for everyone else (the domain's `freeSeats` over the repository's
// `seatsTaken`). A change that holds more seats is written first and then checked under the batch
// row's lock: every such change checks after all earlier ones committed, so the batch's seated
// members plus held seats never exceed its limit.
//
// Lock order (no cycle with decisions 146 and 154): company → order → pool → student → batch. A
// student's join and a paid seat lock student → batch, a settlement company → order → pool →
// batch, an HR invite pool → batch; nothing locks a batch and then a pool, an order or a company.
import { ADMIN_COMPANY_MESSAGES } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { indiaDate } from '../domain/booking-slots';
import { freeSeats } from '../domain/batch-seats';
import { DomainError, invalidAt } from '../domain/errors';
import { batchesRepository, type BatchRow } from '../repositories/batches';

/** The batch a pool or an order is for: of the course, open and not yet ended (422 on `batch_id` otherwise). */
export async function batchForCompany(tx: Db, courseId: number, batchId: number, now: Date): Promise<BatchRow> {
  const batch = await batchesRepository(tx).find(batchId);
  if (!batch || batch.courseId !== courseId) throw invalidAt('batch_id', ADMIN_COMPANY_MESSAGES.batchNotOfCourse);
  if (batch.status !== 'open' || batch.endsOn < indiaDate(now)) throw invalidAt('batch_id', ADMIN_COMPANY_MESSAGES.batchClosed);
  return batch;
}

/**
 * Call after writing a change that holds `added` more seats in the batch (a pool granted or grown,
 * an order raised, a cancelled order paid): locks the batch row and answers 409 naming the seats
 * that were free before the change when the batch cannot hold them. The caller's transaction then
 * rolls the change back.
 */
export async function assertBatchHolds(tx: Db, batchId: number, added: number): Promise<void> {
  const repo = batchesRepository(tx);
  const batch = await repo.lock(batchId);
  if (!batch || added <= 0) return;
  const taken = await repo.seatsTaken(batchId);
  if (taken > batch.seatLimit) throw new DomainError('conflict', ADMIN_COMPANY_MESSAGES.batchNoRoom(freeSeats(batch.seatLimit, taken - added)));
}
