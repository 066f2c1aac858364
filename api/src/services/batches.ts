// A student's side of live batches (decision 136). Rules owned here:
// - a student enrolled in the course joins one of its open batches: a seat while one is left,
//   else the next place on the waitlist. The batch row is locked first (`select … for update`),
//   so parallel joins are decided one at a time against the committed count: K seats and N
//   joins give exactly K seats and waitlist places 1..N−K, whatever the interleaving;
// - a session's meeting link goes to enrolled members only: a waitlisted or removed member, or
//   anyone else, never receives it (null in the lists, 403/404 from Join);
// - Join answers inside [start − JOIN_OPENS_MINUTES_BEFORE, end] only (409 with {detail}
//   outside it) and records the first click, which pre-fills the trainer's roster.
import { createHash, randomBytes } from 'node:crypto';
import {
  BATCH_MESSAGES,
  JOIN_OPENS_MINUTES_BEFORE,
  UPCOMING_SESSIONS_LIMIT,
  type AttendanceStatus,
  type BatchDelivery,
  type CourseBatch,
  type Membership,
  type MemberStatus,
  type MyBatch,
  type SessionStatus,
} from '@sap-academy/contracts';
import { inTransaction } from '../db/transaction';
import { freeSeats, joinOpensAt, joinWindow, seatFor } from '../domain/batch-seats';
import { DomainError, notFound } from '../domain/errors';
import { batchesRepository, type MemberRow } from '../repositories/batches';
import { enrolmentsRepository } from '../repositories/enrolments';
import type { BatchesDeps } from './admin-batches';
import { inviteEntries, queueInvites } from './batch-mails';
import { meetingUrlOf } from './batch-views';

const membershipOf = (member: MemberRow): Membership => ({
  batch_id: member.batchId,
  status: member.status as MemberStatus,
  waitlist_position: member.waitlistPosition,
});

const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function batchesService({ db, now, uidHost }: BatchesDeps) {
  return {
    /** The course's open batches, with seats left and the caller's membership. */
    async ofCourse(studentId: number, courseId: number): Promise<CourseBatch[]> {
      const repo = batchesRepository(db);
      const rows = (await repo.list(courseId)).filter((r) => r.batch.status === 'open');
      return Promise.all(
        rows.map(async (r) => {
          const member = await repo.member(r.batch.id, studentId);
          return {
            id: r.batch.id,
            title: r.batch.title,
            starts_on: r.batch.startsOn,
            ends_on: r.batch.endsOn,
            delivery: r.batch.delivery as BatchDelivery,
            trainer_name: r.trainerName,
            price_paise: r.batch.pricePaise,
            seats_left: freeSeats(r.batch.seatLimit, r.seatsTaken),
            membership: member && member.status !== 'removed' ? membershipOf(member) : null,
          };
        }),
      );
    },

    async join(studentId: number, batchId: number): Promise<Membership> {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        // The student first, then the batch: the lock order of a paid seat's settlement (decision 146).
        await enrolmentsRepository(tx).lockStudent(studentId);
        const batch = await repo.lock(batchId);
        if (!batch) throw notFound('Batch');
        if (!(await repo.isEnrolledInCourse(studentId, batch.courseId))) throw new DomainError('forbidden', BATCH_MESSAGES.notEnrolledInCourse);
        if (batch.status !== 'open') throw new DomainError('conflict', BATCH_MESSAGES.batchClosed);
        const existing = await repo.member(batchId, studentId);
        if (existing && existing.status !== 'removed') throw new DomainError('conflict', BATCH_MESSAGES.alreadyMember);
        const seat = seatFor(batch.seatLimit, await repo.seatsTaken(batchId), await repo.lastWaitlistPosition(batchId));
        const member = await repo.upsertMember(batchId, studentId, seat.status, seat.waitlistPosition);
        // A seat taken late still gets every session at once, in the join's transaction.
        if (seat.status === 'enrolled') await queueInvites(tx, { batchId, studentIds: [studentId], reason: 'enrolled', uidHost });
        return membershipOf(member);
      });
    },

    /** The caller's batches (seat or waitlist), each with every session; links for enrolled members only. */
    async mine(studentId: number): Promise<MyBatch[]> {
      const repo = batchesRepository(db);
      const memberships = await repo.membershipsOf(studentId);
      const sessions = await repo.sessionsOfBatches(memberships.map((m) => m.batch.id));
      const attendance = new Map(
        (
          await repo.attendanceOf(
            studentId,
            sessions.map((s) => s.id),
          )
        ).map((a) => [a.sessionId, a.status]),
      );
      return memberships.map(({ member, batch, courseTitle, trainerName }) => {
        const enrolled = member.status === 'enrolled';
        return {
          id: batch.id,
          course_id: batch.courseId,
          course_title: courseTitle,
          title: batch.title,
          starts_on: batch.startsOn,
          ends_on: batch.endsOn,
          delivery: batch.delivery as BatchDelivery,
          trainer_name: trainerName,
          membership: membershipOf(member),
          sessions: sessions
            .filter((s) => s.batchId === batch.id)
            .map((s) => ({
              id: s.id,
              starts_at: s.startsAt.toISOString(),
              ends_at: s.endsAt.toISOString(),
              status: s.status as SessionStatus,
              join_opens_at: joinOpensAt(s.startsAt).toISOString(),
              meeting_url: enrolled && s.status === 'scheduled' ? meetingUrlOf(s, batch) : null,
              recording_url: enrolled ? s.recordingUrl : null,
              attendance: (attendance.get(s.id) ?? null) as AttendanceStatus | null,
            })),
        };
      });
    },

    /** The next scheduled sessions (not yet ended) of the caller's enrolled batches. */
    async upcoming(studentId: number) {
      const rows = await batchesRepository(db).upcomingFor(studentId, now(), UPCOMING_SESSIONS_LIMIT);
      return rows.map((r) => ({
        id: r.session.id,
        batch_id: r.session.batchId,
        batch_title: r.batchTitle,
        course_title: r.courseTitle,
        starts_at: r.session.startsAt.toISOString(),
        ends_at: r.session.endsAt.toISOString(),
        join_opens_at: joinOpensAt(r.session.startsAt).toISOString(),
      }));
    },

    /** The Join button: the link inside the window, and the first click recorded for attendance. */
    async joinSession(studentId: number, batchId: number, sessionId: number) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        const batch = await repo.find(batchId);
        const member = batch ? await repo.member(batchId, studentId) : undefined;
        // Someone outside the batch learns nothing of it: the same 404 as no batch at all.
        if (!batch || !member || member.status === 'removed') throw notFound('Session');
        const session = await repo.session(batchId, sessionId);
        if (!session) throw notFound('Session');
        if (member.status !== 'enrolled') throw new DomainError('forbidden', BATCH_MESSAGES.waitlisted);
        if (session.status === 'cancelled' || batch.status !== 'open') throw new DomainError('conflict', BATCH_MESSAGES.sessionCancelled);
        const at = now();
        const window = joinWindow(at, session.startsAt, session.endsAt);
        if (window === 'too_early') throw new DomainError('conflict', BATCH_MESSAGES.joinTooEarly(JOIN_OPENS_MINUTES_BEFORE));
        if (window === 'ended') throw new DomainError('conflict', BATCH_MESSAGES.joinEnded);
        const url = meetingUrlOf(session, batch);
        if (!url) throw new DomainError('conflict', BATCH_MESSAGES.noLinkYet);
        const joinedAt = await repo.recordJoin(sessionId, studentId, at);
        return { meeting_url: url, joined_at: joinedAt.toISOString() };
      });
    },

    /** A new secret feed token for the caller (256 bits); the previous feed stops working. */
    async rotateFeed(studentId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await batchesRepository(db).setFeedToken(studentId, hashFeedToken(token));
      return token;
    },

    /** The feed's .ics: every session of the owner's enrolled batches (METHOD:PUBLISH); 404 for an unknown token. */
    async feed(token: string): Promise<string> {
      const repo = batchesRepository(db);
      const studentId = await repo.feedOwner(hashFeedToken(token));
      if (studentId === undefined) throw notFound('Calendar');
      const enrolled = (await repo.membershipsOf(studentId)).filter((m) => m.member.status === 'enrolled' && m.batch.status === 'open');
      const sessions = await repo.sessionsOfBatches(enrolled.map((m) => m.batch.id));
      const entries = enrolled.flatMap((m) =>
        inviteEntries(
          m.batch,
          m.courseTitle,
          sessions.filter((s) => s.batchId === m.batch.id),
          uidHost,
        ),
      );
      // The .ics writer loads with the first feed (calendar-entry.ts says why).
      const { renderInvite } = await import('../calendar/invite');
      return renderInvite({ method: 'PUBLISH', name: 'My live sessions', entries }, now());
    },
  };
}
