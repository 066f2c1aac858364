// The batch form: strings as the inputs hold them (dates, HH:MM in India time, rupees, one
// excluded day per line), shaped like the contract so the API's field errors (e.g.
// `timetable.weekdays`) land on the same fields, then converted and validated by the contract
// itself (batchCreateSchema / batchUpdateSchema): its messages are the ones staff read.
import { z } from 'zod';
import { batchCreateSchema, batchUpdateSchema, type AdminBatch, type BatchCreate, type BatchUpdate, type Weekday } from 'mfe-shared/contracts/admin';
import { parseRupees, rupeeInput } from '../../lib/money';
import { RUPEES_MESSAGE } from '../../lib/rupees-field';

const whole = (message: string) => z.string().refine((value) => /^\d+$/.test(value.trim()), { error: message });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const formFields = z.object({
  course_id: z.string(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  timetable: z.object({
    weekdays: z.array(z.string()),
    start_time: z.string(),
    duration_minutes: whole('Minutes must be a whole number.'),
    excluded_dates: z
      .string()
      .refine((value) => splitDays(value).every((day) => DAY.test(day)), { error: 'One date a line, as YYYY-MM-DD (e.g. 2026-12-25).' }),
  }),
  seat_limit: whole('Seats must be a whole number.'),
  trainer_user_id: z.string(),
  delivery: z.enum(['live', 'hybrid']),
  price_paise: z.string().refine((value) => value.trim() === '' || parseRupees(value) !== null, { error: RUPEES_MESSAGE }),
  meeting_url: z.string(),
  status: z.enum(['open', 'cancelled']),
});
export type BatchFormInput = z.input<typeof formFields>;

function splitDays(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter(Boolean);
}

function toInput(form: z.output<typeof formFields>) {
  return {
    title: form.title,
    starts_on: form.starts_on,
    ends_on: form.ends_on,
    timetable: {
      weekdays: form.timetable.weekdays as Weekday[],
      start_time: form.timetable.start_time,
      duration_minutes: Number(form.timetable.duration_minutes),
      excluded_dates: splitDays(form.timetable.excluded_dates),
    },
    seat_limit: Number(form.seat_limit),
    trainer_user_id: form.trainer_user_id ? Number(form.trainer_user_id) : null,
    delivery: form.delivery,
    price_paise: form.price_paise.trim() === '' ? null : parseRupees(form.price_paise),
    meeting_url: form.meeting_url.trim() === '' ? null : form.meeting_url.trim(),
  };
}

/** A new batch: the course is chosen in the form. */
export const newBatchFormSchema = formFields
  .transform((form): z.input<typeof batchCreateSchema> => ({ ...toInput(form), course_id: Number(form.course_id) }))
  .pipe(batchCreateSchema);

/** An edit carries the version it was read at (a stale one is a 409) and the status. */
export const editBatchFormSchema = (version: number) =>
  formFields.transform((form): z.input<typeof batchUpdateSchema> => ({ ...toInput(form), version, status: form.status })).pipe(batchUpdateSchema);

export type BatchFormOutput = BatchCreate | BatchUpdate;

export const emptyBatch = (courseId: number | null): BatchFormInput => ({
  course_id: courseId ? String(courseId) : '',
  title: '',
  starts_on: '',
  ends_on: '',
  timetable: { weekdays: [], start_time: '19:00', duration_minutes: '120', excluded_dates: '' },
  seat_limit: '20',
  trainer_user_id: '',
  delivery: 'live',
  price_paise: '',
  meeting_url: '',
  status: 'open',
});

export function batchToForm(batch: AdminBatch): BatchFormInput {
  return {
    course_id: String(batch.course_id),
    title: batch.title,
    starts_on: batch.starts_on,
    ends_on: batch.ends_on,
    timetable: {
      weekdays: [...batch.timetable.weekdays],
      start_time: batch.timetable.start_time,
      duration_minutes: String(batch.timetable.duration_minutes),
      excluded_dates: batch.timetable.excluded_dates.join('\n'),
    },
    seat_limit: String(batch.seat_limit),
    trainer_user_id: batch.trainer ? String(batch.trainer.id) : '',
    delivery: batch.delivery,
    price_paise: batch.price_paise === null ? '' : rupeeInput(batch.price_paise),
    meeting_url: batch.meeting_url ?? '',
    status: batch.status,
  };
}
