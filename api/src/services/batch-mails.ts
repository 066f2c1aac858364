// Live batches' invites and reminders (decision 136, on decision 139's pieces).
// - An invite carries every session of the batch (a cancelled one as CANCELLED), each with a UID
//   that never changes (`batch-session-<id>@<site host>`) and the session's `sequence`, which every
//   move or cancellation raises, so calendar apps replace their copy. It is written into the outbox
//   in the transaction that made it necessary: a member taking a seat gets it at once (a late
//   enrollee included); a moved, cancelled or added session sends it to every enrolled member.
// - Reminders are scans at an instant: an hour before each session and a day before a batch's
//   first session, each written with `enqueueOnce` under a key that names the session (or batch),
//   the student and the start, so a repeated scan or a racing replica writes nothing twice, a moved
//   session is reminded afresh, and a cancelled session or a removed member gets nothing (the scan
//   reads only scheduled sessions and enrolled members).
import type { CalendarEntry } from '../calendar/calendar-entry';
import type { Db } from '../db/client';
import { templatedMail } from '../mail/mail-kinds';
import { batchesRepository, type BatchRow, type SessionRow } from '../repositories/batches';
import { outboxRepository } from '../repositories/outbox';
import { meetingUrlOf } from './batch-views';

const HOUR_MS = 3_600_000;

export const sessionUid = (sessionId: number, uidHost: string) => `batch-session-${sessionId}@${uidHost}`;

export function inviteEntries(batch: BatchRow, courseTitle: string, sessions: SessionRow[], uidHost: string): CalendarEntry[] {
  return sessions.map((s) => ({
    uid: sessionUid(s.id, uidHost),
    sequence: s.sequence,
    start: s.startsAt.toISOString(),
    end: s.endsAt.toISOString(),
    summary: `${courseTitle}: ${batch.title}`,
    description: 'Live session. Join opens 15 minutes before the start, in the portal.',
    // Invites go to enrolled members only, who may see the link.
    url: meetingUrlOf(s, batch),
    cancelled: s.status === 'cancelled',
  }));
}

/** Queues the batch's invite for `studentIds` (every enrolled member when null), in `tx`. */
export async function queueInvites(tx: Db, input: { batchId: number; studentIds: number[] | null; reason: 'enrolled' | 'changed'; uidHost: string }) {
  const repo = batchesRepository(tx);
  const row = await repo.one(input.batchId);
  if (!row) return 0;
  const recipients = (await repo.enrolledRecipients(input.batchId)).filter((r) => input.studentIds === null || input.studentIds.includes(r.studentId));
  if (recipients.length === 0) return 0;
  const entries = inviteEntries(row.batch, row.courseTitle, await repo.sessionsOf(input.batchId), input.uidHost);
  const outbox = outboxRepository(tx);
  for (const r of recipients) {
    await outbox.enqueue(
      templatedMail(r.email, 'batch-invite', { name: r.name, courseTitle: row.courseTitle, batchTitle: row.batch.title, reason: input.reason, entries }),
    );
  }
  return recipients.length;
}

/** The two reminder scans, registered with app.reminders by plugins/app/batches.ts. */
export function batchReminderScans(db: Db) {
  return {
    /** An hour before each session: every enrolled member, once per session, student and start. */
    async sessionReminders(now: Date): Promise<number> {
      const rows = await batchesRepository(db).sessionRecipientsStartingIn(now, new Date(now.getTime() + HOUR_MS));
      let written = 0;
      for (const r of rows) {
        const startsAt = r.startsAt.toISOString();
        const mail = templatedMail(r.email, 'session-reminder', {
          name: r.name,
          courseTitle: r.courseTitle,
          batchTitle: r.batchTitle,
          startsAt,
          endsAt: r.endsAt.toISOString(),
        });
        if (await outboxRepository(db).enqueueOnce({ ...mail, dedupKey: `session-reminder:${r.sessionId}:${r.studentId}:${startsAt}` })) written++;
      }
      return written;
    },

    /** A day before a batch's first session: every enrolled member, once per batch, student and start. */
    async batchStarts(now: Date): Promise<number> {
      const repo = batchesRepository(db);
      let written = 0;
      for (const b of await repo.batchesFirstStartingIn(now, new Date(now.getTime() + 24 * HOUR_MS))) {
        // Through new Date: an aggregate in a subquery may come back as text rather than a Date.
        const startsAt = new Date(b.firstStart!).toISOString();
        for (const r of await repo.enrolledRecipients(b.batchId)) {
          const mail = templatedMail(r.email, 'batch-starts', { name: r.name, courseTitle: b.courseTitle, batchTitle: b.batchTitle, startsAt });
          if (await outboxRepository(db).enqueueOnce({ ...mail, dedupKey: `batch-starts:${b.batchId}:${r.studentId}:${startsAt}` })) written++;
        }
      }
      return written;
    },
  };
}
