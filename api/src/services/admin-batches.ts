// Live batches in the back office (decision 136). Rules owned here:
// - an admin creates and edits a course's batches and manages their members; the batch's trainer
//   (or an admin) reads it, moves, cancels and adds its sessions, marks attendance and attaches
//   recordings: any other staff member gets 403 (notYourBatch);
// - a timetable generates the sessions (domain/batch-timetable.ts); a change regenerates only the
//   sessions still to come that were generated: one at a time still wanted is kept (its id, its
//   attendance, its invite UID), one no longer wanted is cancelled with its sequence bumped (so
//   calendars drop it), a new time is added; past sessions and sessions added by hand are left
//   alone, so attendance already taken is never lost;
// - every seat decision (a member added, removed or promoted) runs under the batch row's lock, so
//   it sees the committed seat count: seats are never oversold (the student's join takes the same
//   lock, services/batches.ts);
// - each change writes an audit row (entity `batch`) in its transaction.
import {
  BATCH_ADMIN_MESSAGES,
  MAX_BATCH_SESSIONS,
  type AdminBatchDetail,
  type AttendanceMarks,
  type BatchCreate,
  type BatchUpdate,
  type Roster,
  type Role,
  type SessionInput,
} from '@sap-academy/contracts/admin';
import type { AttendanceStatus } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { generateSessions } from '../domain/batch-timetable';
import { freeSeats, joinOpensAt, seatFor } from '../domain/batch-seats';
import { DomainError, invalidAt, notFound } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { batchesRepository, type BatchRow, type SessionRow } from '../repositories/batches';
import { enrolmentsRepository } from '../repositories/enrolments';
import { queueInvites } from './batch-mails';
import { batchSnapshot, sessionSnapshot, toAdminBatch, toAdminMember, toAdminSession } from './batch-views';

export interface BatchesDeps {
  db: Db;
  /** The clock of the Join window, attendance and regeneration; tests inject one. */
  now: () => Date;
  /** The site's host: the right-hand side of every invite UID (`batch-session-<id>@host`). */
  uidHost: string;
}

/** The staff member calling (the route's `staffOf(request)`). */
export interface Staff {
  userId: number;
  role: Role;
}

/** Who may run a batch's sessions: trainers and editors, as for course reviews (decision 133). */
const TRAINER_ROLES: readonly string[] = ['trainer', 'editor'];

export interface AttendanceCsvRow {
  sessionId: number;
  startsAt: Date;
  studentId: number;
  name: string;
  email: string;
  status: string | null;
  joinedAt: Date | null;
}

export function adminBatchesService({ db, now, uidHost }: BatchesDeps) {
  const changed = (tx: Db, batchId: number) => queueInvites(tx, { batchId, studentIds: null, reason: 'changed', uidHost });
  const seated = (tx: Db, batchId: number, studentId: number) => queueInvites(tx, { batchId, studentIds: [studentId], reason: 'enrolled', uidHost });
  async function detail(tx: Db, id: number): Promise<AdminBatchDetail> {
    const repo = batchesRepository(tx);
    const row = await repo.one(id);
    if (!row) throw notFound('Batch');
    // One after the other: on a transaction they share one connection (pg 9 refuses a second query on a busy one).
    const sessions = await repo.sessionsOf(id);
    const members = await repo.membersOf(id);
    return { ...toAdminBatch(row), sessions: sessions.map(toAdminSession), members: members.map(toAdminMember) };
  }

  /** 404 for no such batch, 403 unless the caller is an admin or the batch's trainer. */
  async function requireBatch(tx: Db, staff: Staff, id: number, lock = false): Promise<BatchRow> {
    const repo = batchesRepository(tx);
    const batch = lock ? await repo.lock(id) : await repo.find(id);
    if (!batch) throw notFound('Batch');
    if (staff.role !== 'admin' && batch.trainerUserId !== staff.userId) throw new DomainError('forbidden', BATCH_ADMIN_MESSAGES.notYourBatch);
    return batch;
  }

  async function requireSession(tx: Db, batchId: number, sessionId: number): Promise<SessionRow> {
    const session = await batchesRepository(tx).session(batchId, sessionId);
    if (!session) throw notFound('Session');
    return session;
  }

  async function checkTrainer(tx: Db, userId: number | null) {
    if (userId === null) return;
    const user = await batchesRepository(tx).userRole(userId);
    if (!user) throw invalidAt('trainer_user_id', 'No such user.');
    if (!TRAINER_ROLES.includes(user.role)) throw invalidAt('trainer_user_id', BATCH_ADMIN_MESSAGES.notTrainer);
  }

  function sessionsFor(input: Pick<BatchCreate, 'timetable' | 'starts_on' | 'ends_on'>) {
    const generated = generateSessions(input.timetable, input.starts_on, input.ends_on);
    if (generated.length > MAX_BATCH_SESSIONS) throw invalidAt('timetable', BATCH_ADMIN_MESSAGES.tooManySessions);
    return generated;
  }

  /** Brings the sessions still to come in line with the timetable (the header's rule). */
  async function regenerate(tx: Db, batch: BatchRow, at: Date) {
    const repo = batchesRepository(tx);
    const wanted = new Map(
      sessionsFor({ timetable: batch.timetable as BatchCreate['timetable'], starts_on: batch.startsOn, ends_on: batch.endsOn })
        .filter((s) => s.startsAt > at)
        .map((s) => [s.startsAt.getTime(), s]),
    );
    const upcoming = (await repo.sessionsOf(batch.id)).filter((s) => !s.extra && s.startsAt > at);
    for (const session of upcoming) {
      const match = wanted.get(session.startsAt.getTime());
      wanted.delete(session.startsAt.getTime());
      if (session.status === 'cancelled') continue; // cancelled by hand: a timetable change does not revive it
      if (!match) await repo.updateSession(session.id, { status: 'cancelled', sequence: session.sequence + 1 });
      else if (match.endsAt.getTime() !== session.endsAt.getTime())
        await repo.updateSession(session.id, { endsAt: match.endsAt, sequence: session.sequence + 1 });
    }
    await repo.insertSessions([...wanted.values()].map((s) => ({ batchId: batch.id, startsAt: s.startsAt, endsAt: s.endsAt })));
  }

  return {
    async list(staff: Staff, courseId?: number) {
      const rows = await batchesRepository(db).list(courseId);
      const visible = staff.role === 'admin' ? rows : rows.filter((r) => r.batch.trainerUserId === staff.userId);
      return { results: visible.map(toAdminBatch) };
    },

    async get(staff: Staff, id: number) {
      await requireBatch(db, staff, id);
      return detail(db, id);
    },

    async create(actorUserId: number, input: BatchCreate) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        if (!(await repo.courseExists(input.course_id))) throw invalidAt('course_id', 'No such course.');
        await checkTrainer(tx, input.trainer_user_id);
        const generated = sessionsFor(input);
        const batch = await repo.insert({
          courseId: input.course_id,
          title: input.title,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
          timetable: input.timetable,
          seatLimit: input.seat_limit,
          trainerUserId: input.trainer_user_id,
          delivery: input.delivery,
          pricePaise: input.price_paise,
          meetingUrl: input.meeting_url,
        });
        await repo.insertSessions(generated.map((s) => ({ batchId: batch.id, startsAt: s.startsAt, endsAt: s.endsAt })));
        await recordAudit(tx, { actorUserId, action: 'batch.create', entity: 'batch', entityId: batch.id, before: null, after: batchSnapshot(batch) });
        return detail(tx, batch.id);
      });
    },

    async update(actorUserId: number, id: number, input: BatchUpdate) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('Batch');
        if (before.version !== input.version) throw new DomainError('conflict', 'This batch was changed by someone else; reload it.');
        // Seated members and seats held for companies (decision 155): the limit cannot go below them.
        const taken = await repo.seatsTaken(id);
        if (input.seat_limit < taken) throw invalidAt('seat_limit', BATCH_ADMIN_MESSAGES.seatLimitBelowEnrolled(taken));
        await checkTrainer(tx, input.trainer_user_id);
        sessionsFor(input);
        const after = await repo.update(id, {
          title: input.title,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
          timetable: input.timetable,
          seatLimit: input.seat_limit,
          trainerUserId: input.trainer_user_id,
          delivery: input.delivery,
          pricePaise: input.price_paise,
          meetingUrl: input.meeting_url,
          status: input.status,
          version: before.version + 1,
        });
        const rescheduled =
          JSON.stringify(before.timetable) !== JSON.stringify(after.timetable) || before.startsOn !== after.startsOn || before.endsOn !== after.endsOn;
        if (rescheduled) {
          await regenerate(tx, after, now());
          await changed(tx, id);
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'batch.update',
          entity: 'batch',
          entityId: id,
          before: batchSnapshot(before),
          after: batchSnapshot(after),
        });
        return detail(tx, id);
      });
    },

    async addSession(staff: Staff, batchId: number, input: SessionInput) {
      return inTransaction(db, async (tx) => {
        await requireBatch(tx, staff, batchId, true);
        const [session] = await batchesRepository(tx).insertSessions([
          { batchId, startsAt: new Date(input.starts_at), endsAt: new Date(input.ends_at), meetingUrl: input.meeting_url, extra: true },
        ]);
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'batch.session_add',
          entity: 'batch',
          entityId: batchId,
          before: null,
          after: sessionSnapshot(session!),
        });
        await changed(tx, batchId);
        return toAdminSession(session!);
      });
    },

    /** A new time (and link): the sequence goes up so calendar apps replace their copy. */
    async moveSession(staff: Staff, batchId: number, sessionId: number, input: SessionInput) {
      return inTransaction(db, async (tx) => {
        await requireBatch(tx, staff, batchId, true);
        const before = await requireSession(tx, batchId, sessionId);
        if (before.status === 'cancelled') throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.sessionCancelled);
        const after = await batchesRepository(tx).updateSession(sessionId, {
          startsAt: new Date(input.starts_at),
          endsAt: new Date(input.ends_at),
          meetingUrl: input.meeting_url,
          sequence: before.sequence + 1,
        });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'batch.session_move',
          entity: 'batch',
          entityId: batchId,
          before: sessionSnapshot(before),
          after: sessionSnapshot(after),
        });
        await changed(tx, batchId);
        return toAdminSession(after);
      });
    },

    async cancelSession(staff: Staff, batchId: number, sessionId: number) {
      return inTransaction(db, async (tx) => {
        await requireBatch(tx, staff, batchId, true);
        const before = await requireSession(tx, batchId, sessionId);
        if (before.status === 'cancelled') throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.sessionCancelled);
        const after = await batchesRepository(tx).updateSession(sessionId, { status: 'cancelled', sequence: before.sequence + 1 });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'batch.session_cancel',
          entity: 'batch',
          entityId: batchId,
          before: sessionSnapshot(before),
          after: sessionSnapshot(after),
        });
        await changed(tx, batchId);
        return toAdminSession(after);
      });
    },

    /** Staff add a student enrolled in the course: a seat if one is left, else the waitlist. */
    async addMember(actorUserId: number, batchId: number, studentId: number) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        // The student, then the batch: a settlement's lock order (decision 146), so no deadlock.
        await enrolmentsRepository(tx).lockStudent(studentId);
        const batch = await repo.lock(batchId);
        if (!batch) throw notFound('Batch');
        if (!(await repo.studentExists(studentId))) throw notFound('Student');
        if (!(await repo.isEnrolledInCourse(studentId, batch.courseId))) throw new DomainError('invalid', BATCH_ADMIN_MESSAGES.notEnrolledInCourse);
        const existing = await repo.member(batchId, studentId);
        if (existing && existing.status !== 'removed') throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.alreadyInBatch);
        const seat = seatFor(batch.seatLimit, await repo.seatsTaken(batchId), await repo.lastWaitlistPosition(batchId));
        await repo.upsertMember(batchId, studentId, seat.status, seat.waitlistPosition);
        if (seat.status === 'enrolled') await seated(tx, batchId, studentId);
        await recordAudit(tx, {
          actorUserId,
          action: 'batch.member_add',
          entity: 'batch',
          entityId: batchId,
          before: null,
          after: { student_id: studentId, status: seat.status, waitlist_position: seat.waitlistPosition },
        });
        return detail(tx, batchId);
      });
    },

    async removeMember(actorUserId: number, batchId: number, studentId: number) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        if (!(await repo.lock(batchId))) throw notFound('Batch');
        const member = await repo.member(batchId, studentId);
        if (!member || member.status === 'removed') throw new DomainError('not_found', BATCH_ADMIN_MESSAGES.notInBatch);
        await repo.setMember(member.id, 'removed', null);
        if (member.waitlistPosition !== null) await repo.closeWaitlistGap(batchId, member.waitlistPosition);
        await recordAudit(tx, {
          actorUserId,
          action: 'batch.member_remove',
          entity: 'batch',
          entityId: batchId,
          before: { student_id: studentId, status: member.status, waitlist_position: member.waitlistPosition },
          after: { student_id: studentId, status: 'removed' },
        });
        return detail(tx, batchId);
      });
    },

    /** A waitlisted student takes a seat; refused while the batch is full (raise the seat limit first). */
    async promote(actorUserId: number, batchId: number, studentId: number) {
      return inTransaction(db, async (tx) => {
        const repo = batchesRepository(tx);
        await enrolmentsRepository(tx).lockStudent(studentId); // lock order of decision 146
        const batch = await repo.lock(batchId);
        if (!batch) throw notFound('Batch');
        const member = await repo.member(batchId, studentId);
        if (!member || member.status !== 'waitlisted' || member.waitlistPosition === null)
          throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.notWaitlisted);
        if (freeSeats(batch.seatLimit, await repo.seatsTaken(batchId)) === 0) throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.seatsFull);
        await repo.setMember(member.id, 'enrolled', null);
        await repo.closeWaitlistGap(batchId, member.waitlistPosition);
        await seated(tx, batchId, studentId);
        await recordAudit(tx, {
          actorUserId,
          action: 'batch.member_promote',
          entity: 'batch',
          entityId: batchId,
          before: { student_id: studentId, status: 'waitlisted', waitlist_position: member.waitlistPosition },
          after: { student_id: studentId, status: 'enrolled', waitlist_position: null },
        });
        return detail(tx, batchId);
      });
    },

    async roster(staff: Staff, batchId: number, sessionId: number): Promise<Roster> {
      await requireBatch(db, staff, batchId);
      const session = await requireSession(db, batchId, sessionId);
      return rosterOf(db, session);
    },

    /** Marks present, absent or late; only enrolled members, only once the session has opened. */
    async mark(staff: Staff, batchId: number, sessionId: number, input: AttendanceMarks): Promise<Roster> {
      return inTransaction(db, async (tx) => {
        await requireBatch(tx, staff, batchId, true);
        const session = await requireSession(tx, batchId, sessionId);
        if (session.status === 'cancelled') throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.sessionCancelled);
        const at = now();
        if (at < joinOpensAt(session.startsAt)) throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.sessionNotStarted);
        const repo = batchesRepository(tx);
        const onRoster = new Set((await repo.roster(batchId, sessionId)).map((r) => r.studentId));
        input.marks.forEach((mark, index) => {
          if (!onRoster.has(mark.student_id))
            throw new DomainError('invalid', BATCH_ADMIN_MESSAGES.notOnRoster(mark.student_id), {
              fields: { [`body.marks.${index}.student_id`]: BATCH_ADMIN_MESSAGES.notOnRoster(mark.student_id) },
            });
        });
        for (const mark of input.marks) await repo.mark(sessionId, mark.student_id, mark.status, staff.userId, at);
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'batch.attendance_mark',
          entity: 'batch',
          entityId: batchId,
          before: null,
          after: { session_id: sessionId, marks: input.marks },
        });
        return rosterOf(tx, session);
      });
    },

    /** A YouTube recording on a session that has started (null takes it off). */
    async setRecording(staff: Staff, batchId: number, sessionId: number, recordingUrl: string | null) {
      return inTransaction(db, async (tx) => {
        await requireBatch(tx, staff, batchId, true);
        const before = await requireSession(tx, batchId, sessionId);
        if (now() < before.startsAt) throw new DomainError('conflict', BATCH_ADMIN_MESSAGES.sessionNotStarted);
        const after = await batchesRepository(tx).updateSession(sessionId, { recordingUrl });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'batch.session_recording',
          entity: 'batch',
          entityId: batchId,
          before: { session_id: sessionId, recording_url: before.recordingUrl },
          after: { session_id: sessionId, recording_url: after.recordingUrl },
        });
        return toAdminSession(after);
      });
    },

    /**
     * Every session that has opened, crossed with the members enrolled now and anyone with a join
     * or a mark on it: one row each, oldest session first. Unmarked cells carry the Join pre-fill.
     */
    async attendanceCsvRows(actorUserId: number, batchId: number): Promise<AttendanceCsvRow[]> {
      const repo = batchesRepository(db);
      if (!(await repo.find(batchId))) throw notFound('Batch');
      // Students' names and e-mails leave the system: recorded, as the leads export is.
      await recordAudit(db, { actorUserId, action: 'batch.attendance_export', entity: 'batch', entityId: batchId, before: null, after: null });
      const at = now();
      const [sessions, members, attendance] = await Promise.all([repo.sessionsOf(batchId), repo.membersOf(batchId), repo.attendanceOfBatch(batchId)]);
      const people = new Map(members.map((m) => [m.member.studentId, m]));
      const byKey = new Map(attendance.map(({ attendance: a }) => [`${a.sessionId}:${a.studentId}`, a]));
      const rows: AttendanceCsvRow[] = [];
      for (const session of sessions.filter((s) => s.status === 'scheduled' && joinOpensAt(s.startsAt) <= at)) {
        const ids = new Set([
          ...members.filter((m) => m.member.status === 'enrolled').map((m) => m.member.studentId),
          ...attendance.filter((a) => a.attendance.sessionId === session.id).map((a) => a.attendance.studentId),
        ]);
        for (const studentId of [...ids].sort((a, b) => (people.get(a)?.name ?? '').localeCompare(people.get(b)?.name ?? '') || a - b)) {
          const mark = byKey.get(`${session.id}:${studentId}`);
          const person = people.get(studentId);
          rows.push({
            sessionId: session.id,
            startsAt: session.startsAt,
            studentId,
            name: person?.name ?? '',
            email: person?.email ?? '',
            status: mark?.status ?? (mark?.joinedAt ? 'present' : null),
            joinedAt: mark?.joinedAt ?? null,
          });
        }
      }
      return rows;
    },
  };
}

async function rosterOf(tx: Db, session: SessionRow): Promise<Roster> {
  const rows = await batchesRepository(tx).roster(session.batchId, session.id);
  return {
    session: toAdminSession(session),
    entries: rows.map((r) => ({
      student_id: r.studentId,
      name: r.name,
      email: r.email,
      joined_at: r.joinedAt?.toISOString() ?? null,
      // The Join click pre-fills 'present' until the trainer marks otherwise.
      status: (r.status ?? (r.joinedAt ? 'present' : null)) as AttendanceStatus | null,
      marked: r.status !== null,
    })),
  };
}
