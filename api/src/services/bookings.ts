// Booking a slot, and a booker's reschedule and cancel (SPEC §2 Mock Interviews; decision 138).
// A slot must be one the availability offers (else 422); a slot taken meanwhile is 409, whether
// the check sees the other booking or the unique index on live (consultant, start) does, so of N
// requests racing for one slot exactly one wins. A mock interview spends one of the credits the
// student's courses include; the student's row is locked first, so a student's parallel bookings
// take turns and never spend below zero. A booker changes a booking online only until the site's
// cut-off before its start; staff cancel at any time (booking-staff.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type BookingKind,
  type BookingSlotsResponse,
  type ConsultationBookingRequest,
  type ManagedBooking,
  type MockInterviewBookingRequest,
  type MyBooking,
  type MyBookingsResponse,
  type SlotChoice,
} from '@sap-academy/contracts';
import { lineOfBusinessFor } from '@sap-academy/contracts/admin';
import { formatIndiaDateTime } from '@sap-academy/contracts/india-time';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { freeSlots, indiaDate, slotsOnDate } from '../domain/booking-slots';
import { DomainError, invalidAt } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { normalisePhone } from '../lib/phone';
import { bookingsRepository, type BookingRow } from '../repositories/bookings';
import { leadsRepository } from '../repositories/leads';
import { outboxRepository } from '../repositories/outbox';
import { bookingMails } from './booking-mails';
import { changeableUntil, managedBookingView, myBookingView } from './booking-views';
import { siteSettings } from './site-settings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** 192 random bits, base64url (32 characters): a visitor's manage secret. */
const newToken = () => randomBytes(24).toString('base64url');

export interface BookingDeps {
  db: Db;
  config: Config;
  clock: () => Date;
}

export function bookingsService({ db, config, clock }: BookingDeps) {
  const settings = siteSettings({ db, config });
  const mails = bookingMails(config);
  const cutoffHours = async (tx: Db) => (await settings.currentIn(tx)).booking_cutoff_hours ?? BOOKING_RULES.defaultCutoffHours;
  const window = (days: number) => ({ now: clock(), noticeHours: BOOKING_RULES.noticeHours, days });

  /** Checks that the choice is a free slot of `kind` now; returns the slot and the consultant's link. */
  async function freeSlot(tx: Db, kind: BookingKind, choice: SlotChoice, exceptBookingId?: number) {
    const repo = bookingsRepository(tx);
    const startsAt = new Date(choice.starts_at);
    const [offer] = await repo.offering(kind, choice.consultant_id);
    const unavailable = invalidAt('starts_at', BOOKING_MESSAGES.slotUnavailable);
    if (!offer) throw unavailable;
    const availability = {
      consultantId: offer.consultant.userId,
      slotMinutes: offer.consultant.slotMinutes,
      weekly: offer.consultant.weekly,
      exceptions: offer.consultant.exceptions,
    };
    const slot = slotsOnDate(availability, indiaDate(startsAt)).find((s) => s.startsAt.getTime() === startsAt.getTime());
    const { now } = window(BOOKING_RULES.maxDays);
    const lastDay = new Date(Date.parse(`${indiaDate(now)}T00:00:00Z`) + BOOKING_RULES.maxDays * DAY).toISOString().slice(0, 10);
    if (!slot || slot.startsAt.getTime() < now.getTime() + BOOKING_RULES.noticeHours * HOUR || indiaDate(slot.startsAt) >= lastDay) throw unavailable;
    const busy = await repo.busy([slot.consultantId], slot.startsAt, slot.endsAt, exceptBookingId);
    if (busy.length > 0) throw new DomainError('conflict', BOOKING_MESSAGES.slotTaken);
    return { ...slot, meetingUrl: offer.consultant.meetingUrl };
  }

  /** Runs a write that takes a slot: the unique index's refusal is the race's loser, 409. */
  async function takingSlot<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('conflict', BOOKING_MESSAGES.slotTaken);
      throw err;
    }
  }

  /** Refuses a booker's change after the cut-off, and any change of a cancelled booking. */
  async function changeable(tx: Db, booking: BookingRow) {
    if (booking.status === 'cancelled') throw new DomainError('conflict', BOOKING_MESSAGES.alreadyCancelled);
    const hours = await cutoffHours(tx);
    if (clock() > changeableUntil(booking.startsAt, hours)) throw new DomainError('conflict', BOOKING_MESSAGES.cutoffPassed);
  }

  /**
   * Moves the booking (same id, so the invite's UID stays) and mails the update. A visitor's
   * manage secret is replaced: the only copy of it is in their mail, so the new mail carries a new one.
   */
  async function reschedule(tx: Db, booking: BookingRow, choice: SlotChoice) {
    await changeable(tx, booking);
    const slot = await freeSlot(tx, booking.kind, choice, booking.id);
    const token = booking.manageTokenHash ? newToken() : undefined;
    const moved = await takingSlot(() =>
      bookingsRepository(tx).update(booking.id, {
        consultantId: slot.consultantId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        meetingUrl: slot.meetingUrl,
        sequence: booking.sequence + 1,
        ...(token ? { manageTokenHash: manageTokenHash(token) } : {}),
      }),
    );
    await mails.confirmed(tx, moved.id, token);
    return moved;
  }

  async function cancel(tx: Db, booking: BookingRow) {
    await changeable(tx, booking);
    const cancelled = await bookingsRepository(tx).update(booking.id, { status: 'cancelled', cancelledAt: clock(), sequence: booking.sequence + 1 });
    await mails.cancelled(tx, cancelled.id);
    return cancelled;
  }

  /** The caller's own booking, locked; another's answers 404 like a missing one. */
  async function lockOwn(tx: Db, id: number, studentId: number) {
    const booking = await bookingsRepository(tx).lock(id);
    if (!booking || booking.studentId !== studentId) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    return booking;
  }

  async function lockByToken(tx: Db, token: string) {
    const repo = bookingsRepository(tx);
    const id = await repo.idByTokenHash(manageTokenHash(token));
    const booking = id === null ? null : await repo.lock(id);
    if (!booking) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    return booking;
  }

  async function mine(tx: Db, id: number): Promise<MyBooking> {
    return myBookingView((await bookingsRepository(tx).get(id))!, await cutoffHours(tx));
  }
  async function managed(tx: Db, id: number): Promise<ManagedBooking> {
    return managedBookingView((await bookingsRepository(tx).get(id))!, await cutoffHours(tx));
  }

  return {
    /** The reminder scan (decision 139): reminders of live bookings starting within the hour, each once. */
    remindDue: (now: Date) => mails.remindDue(db, now),

    async slots(kind: BookingKind, days: number): Promise<BookingSlotsResponse> {
      const repo = bookingsRepository(db);
      const offers = await repo.offering(kind);
      const w = window(days);
      const busy = await repo.busy(
        offers.map((o) => o.consultant.userId),
        w.now,
        new Date(w.now.getTime() + (days + 1) * DAY),
      );
      const names = new Map(offers.map((o) => [o.consultant.userId, o.name]));
      const slots = freeSlots(
        offers.map((o) => ({
          consultantId: o.consultant.userId,
          slotMinutes: o.consultant.slotMinutes,
          weekly: o.consultant.weekly,
          exceptions: o.consultant.exceptions,
        })),
        busy,
        w,
      );
      return {
        results: slots.map((s) => ({
          consultant_id: s.consultantId,
          consultant_name: names.get(s.consultantId)!,
          starts_at: s.startsAt.toISOString(),
          ends_at: s.endsAt.toISOString(),
        })),
      };
    },

    /** A visitor's free consultation and its 'consultation' lead, in one transaction. Returns the manage link's secret too. */
    async bookConsultation(input: ConsultationBookingRequest) {
      const mobile = normalisePhone(input.mobile) || input.mobile;
      const token = newToken();
      return inTransaction(db, async (tx) => {
        const slot = await freeSlot(tx, 'consultation', input);
        const email = input.email.toLowerCase();
        const leadId = await leadsRepository(tx).create({
          type: 'consultation',
          name: input.name,
          email,
          mobile,
          subject: `Free consultation, ${formatIndiaDateTime(slot.startsAt, { zone: true })}`,
          message: input.message || null,
          page: input.page || null,
          lineOfBusiness: lineOfBusinessFor('consultation', input.page), // decision 145
        });
        const booking = await takingSlot(() =>
          bookingsRepository(tx).insert({
            kind: 'consultation',
            consultantId: slot.consultantId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            meetingUrl: slot.meetingUrl,
            leadId,
            name: input.name,
            email,
            mobile,
            manageTokenHash: manageTokenHash(token),
          }),
        );
        await mails.confirmed(tx, booking.id, token);
        await outboxRepository(tx).enqueue({
          kind: 'lead-notification',
          payload: {
            leadId,
            to: config.SALES_EMAIL,
            subject: `New consultation lead: ${input.name}`,
            text: [
              `Type: consultation`,
              `Name: ${input.name}`,
              `E-mail: ${email}`,
              `Mobile: ${mobile}`,
              `Slot: ${formatIndiaDateTime(slot.startsAt, { zone: true })}`,
              '',
              input.message ?? '',
            ].join('\n'),
          },
        });
        return { token, booking };
      });
    },

    /** A student's mock interview, spending one credit (402 with none left). */
    async bookMockInterview(studentId: number, input: MockInterviewBookingRequest): Promise<MyBooking> {
      return inTransaction(db, async (tx) => {
        const repo = bookingsRepository(tx);
        const student = await repo.lockStudent(studentId);
        if (!student) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
        if (input.follow_up_of !== undefined) {
          const first = await repo.get(input.follow_up_of);
          if (!first || first.studentId !== studentId) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
          if (first.kind !== 'mock_interview') throw invalidAt('follow_up_of', BOOKING_MESSAGES.followUpKind);
          if (!first.feedback) throw invalidAt('follow_up_of', BOOKING_MESSAGES.followUpWithoutFeedback);
        }
        const credit = (await repo.credits(studentId)).find((c) => c.used < c.credits);
        if (!credit) throw new DomainError('payment_required', BOOKING_MESSAGES.noCredits);
        const slot = await freeSlot(tx, 'mock_interview', input);
        const booking = await takingSlot(() =>
          repo.insert({
            kind: 'mock_interview',
            consultantId: slot.consultantId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            meetingUrl: slot.meetingUrl,
            studentId,
            name: student.name,
            email: student.email,
            creditCourseId: credit.courseId,
            followUpOf: input.follow_up_of ?? null,
          }),
        );
        await mails.confirmed(tx, booking.id);
        return mine(tx, booking.id);
      });
    },

    async mine(studentId: number): Promise<MyBookingsResponse> {
      const repo = bookingsRepository(db);
      const [rows, credits, hours] = await Promise.all([repo.ofStudent(studentId), repo.credits(studentId), cutoffHours(db)]);
      const total = credits.reduce((sum, c) => sum + c.credits, 0);
      const used = credits.reduce((sum, c) => sum + Math.min(c.used, c.credits), 0);
      return { results: rows.map((b) => myBookingView(b, hours)), credits: { total, used, remaining: total - used } };
    },

    rescheduleMine: (studentId: number, id: number, choice: SlotChoice) =>
      inTransaction(db, async (tx) => mine(tx, (await reschedule(tx, await lockOwn(tx, id, studentId), choice)).id)),

    cancelMine: (studentId: number, id: number) => inTransaction(db, async (tx) => mine(tx, (await cancel(tx, await lockOwn(tx, id, studentId))).id)),

    async managed(token: string): Promise<ManagedBooking> {
      return inTransaction(db, async (tx) => managed(tx, (await lockByToken(tx, token)).id));
    },

    rescheduleManaged: (token: string, choice: SlotChoice) =>
      inTransaction(db, async (tx) => managed(tx, (await reschedule(tx, await lockByToken(tx, token), choice)).id)),

    cancelManaged: (token: string) => inTransaction(db, async (tx) => managed(tx, (await cancel(tx, await lockByToken(tx, token))).id)),
  };
}
