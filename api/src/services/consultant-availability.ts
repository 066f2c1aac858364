// A consultant's availability (decision 138): a trainer edits their own, an admin anyone's who is a
// trainer or an admin. The document is replaced as a whole under its version; each save is an
// audit row on the consultant, in the save's transaction.
import { ADMIN_MESSAGES, CONSULTANT_MESSAGES, CONSULTANT_ROLES, type Availability, type AvailabilityUpdate, type Role } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { bookingsRepository, type ConsultantRow } from '../repositories/bookings';

/** The signed-in staff member (a route hands over `staffOf(request)`). */
interface Staff {
  userId: number;
  role: Role;
}

const snapshot = (c: ConsultantRow | null) =>
  c && { active: c.active, kinds: c.kinds, slot_minutes: c.slotMinutes, meeting_url: c.meetingUrl, weekly: c.weekly, exceptions: c.exceptions };

function view(user: { id: number; name: string }, c: ConsultantRow | null): Availability {
  return {
    user_id: user.id,
    name: user.name,
    active: c?.active ?? false,
    kinds: c?.kinds ?? [],
    slot_minutes: c?.slotMinutes ?? 45,
    meeting_url: c?.meetingUrl ?? '',
    weekly: c?.weekly ?? [],
    exceptions: c?.exceptions ?? [],
    version: c?.version ?? 0,
    updated_at: c?.updatedAt.toISOString() ?? null,
  };
}

export function consultantAvailabilityService({ db }: { db: Db }) {
  async function consultantUser(tx: Db, staff: Staff, userId: number) {
    if (staff.role !== 'admin' && staff.userId !== userId) throw new DomainError('forbidden', CONSULTANT_MESSAGES.notYours);
    const user = await bookingsRepository(tx).user(userId);
    if (!user) throw notFound('User');
    if (!(CONSULTANT_ROLES as readonly string[]).includes(user.role))
      throw new DomainError('invalid', CONSULTANT_MESSAGES.notConsultant, { fields: { 'params.userId': CONSULTANT_MESSAGES.notConsultant } });
    return user;
  }

  return {
    async get(staff: Staff, userId: number): Promise<Availability> {
      const user = await consultantUser(db, staff, userId);
      return view(user, await bookingsRepository(db).consultant(userId));
    },

    async update(staff: Staff, userId: number, input: AvailabilityUpdate): Promise<Availability> {
      return inTransaction(db, async (tx) => {
        const user = await consultantUser(tx, staff, userId);
        const repo = bookingsRepository(tx);
        const before = await repo.consultant(userId);
        const values = {
          active: input.active,
          kinds: input.kinds,
          slotMinutes: input.slot_minutes,
          meetingUrl: input.meeting_url,
          weekly: input.weekly,
          exceptions: input.exceptions,
        };
        const after =
          input.version === 0 && !before
            ? await repo.createConsultant({ userId, ...values, version: 1 })
            : await repo.updateConsultant(userId, input.version, values);
        if (!after) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'consultant.availability_update',
          entity: 'consultant',
          entityId: userId,
          before: snapshot(before),
          after: snapshot(after),
        });
        return view(user, after);
      });
    },
  };
}
