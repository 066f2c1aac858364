// Taking a batch seat as part of an enrolment (decision 146, on decision 136's seat rule). Called in
// the transaction that enrols the student: a free join, or the settlement that makes an order paid.
// Lock order everywhere: the student row, then orders and coupons, then the batch row; a student's
// own batch join and staff's add and promote lock the student first too, so none of them deadlock.
import { batchesRepository, type MemberRow } from '../repositories/batches';
import { seatFor } from '../domain/batch-seats';
import { queueInvites } from './batch-mails';

/**
 * A seat while one is left, else the next waitlist place, under the batch row's lock. A student
 * already seated or waitlisted keeps their place (a settlement repeated, or a direct join first);
 * a batch gone or cancelled since the order was made gives no place (undefined): the course is
 * still theirs, and staff see the order's batch in the back office.
 */
export async function takeBatchSeat(
  tx: Parameters<typeof batchesRepository>[0],
  input: { batchId: number; studentId: number; uidHost: string | undefined },
): Promise<MemberRow | undefined> {
  const repo = batchesRepository(tx);
  const batch = await repo.lock(input.batchId);
  if (!batch || batch.status !== 'open') return undefined;
  const existing = await repo.member(input.batchId, input.studentId);
  if (existing && existing.status !== 'removed') return existing;
  const seat = seatFor(batch.seatLimit, await repo.seatsTaken(input.batchId), await repo.lastWaitlistPosition(input.batchId));
  const member = await repo.upsertMember(input.batchId, input.studentId, seat.status, seat.waitlistPosition);
  // A seat taken late still gets every session at once, in the enrolment's transaction.
  if (seat.status === 'enrolled' && input.uidHost !== undefined) {
    await queueInvites(tx, { batchId: input.batchId, studentIds: [input.studentId], reason: 'enrolled', uidHost: input.uidHost });
  }
  return member;
}
