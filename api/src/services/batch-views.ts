// How batch rows become the contracts' shapes (decision 136), shared by the staff and student services.
import type { AdminBatch, AdminMember, AdminSession, Timetable } from '@sap-academy/contracts/admin';
import type { BatchDelivery, MemberStatus, SessionStatus } from '@sap-academy/contracts';
import type { BatchListRow, BatchRow, MemberRow, SessionRow } from '../repositories/batches';

export function toAdminBatch(row: BatchListRow): AdminBatch {
  const { batch } = row;
  return {
    id: batch.id,
    course_id: batch.courseId,
    course_title: row.courseTitle,
    title: batch.title,
    starts_on: batch.startsOn,
    ends_on: batch.endsOn,
    timetable: batch.timetable as Timetable,
    seat_limit: batch.seatLimit,
    seats_taken: row.seatsTaken,
    seats_held: row.held,
    waitlisted: row.waitlisted,
    trainer: batch.trainerUserId === null ? null : { id: batch.trainerUserId, name: row.trainerName ?? '' },
    delivery: batch.delivery as BatchDelivery,
    price_paise: batch.pricePaise,
    meeting_url: batch.meetingUrl,
    status: batch.status as AdminBatch['status'],
    version: batch.version,
    created_at: batch.createdAt.toISOString(),
  };
}

export function toAdminSession(row: SessionRow): AdminSession {
  return {
    id: row.id,
    batch_id: row.batchId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    meeting_url: row.meetingUrl,
    status: row.status as SessionStatus,
    sequence: row.sequence,
    extra: row.extra,
    recording_url: row.recordingUrl,
  };
}

export function toAdminMember(row: { member: MemberRow; name: string; email: string }): AdminMember {
  return {
    student_id: row.member.studentId,
    name: row.name,
    email: row.email,
    status: row.member.status as MemberStatus,
    waitlist_position: row.member.waitlistPosition,
    joined_at: row.member.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a batch. */
export function batchSnapshot(batch: BatchRow) {
  return {
    title: batch.title,
    starts_on: batch.startsOn,
    ends_on: batch.endsOn,
    timetable: batch.timetable,
    seat_limit: batch.seatLimit,
    trainer_user_id: batch.trainerUserId,
    delivery: batch.delivery,
    price_paise: batch.pricePaise,
    meeting_url: batch.meetingUrl,
    status: batch.status,
  };
}

export const sessionSnapshot = (s: SessionRow) => ({
  session_id: s.id,
  starts_at: s.startsAt.toISOString(),
  ends_at: s.endsAt.toISOString(),
  meeting_url: s.meetingUrl,
  status: s.status,
  sequence: s.sequence,
  recording_url: s.recordingUrl,
});

/** The link a session opens: its own, else the batch's. */
export const meetingUrlOf = (session: SessionRow, batch: BatchRow) => session.meetingUrl ?? batch.meetingUrl;
