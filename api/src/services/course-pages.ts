// The public page of one course (decisions 143 and 211): everything /courses/<slug> shows a
// visitor, built so that nothing private can reach it. The syllabus carries a video id only for a
// VIDEO class staff marked as a free preview, read from those classes' files alone; batches are
// the open ones that have not started, with seats left and the trainer's name, never a meeting
// link or a member; "what you get" is counted from the course as it is. A draft, archived or
// unknown slug is a 404, the same answer for all three (a draft's existence is not public).
import {
  ASSIGNMENT_CLASS_TYPE,
  COURSE_PAGE_MESSAGES,
  QUIZ_CLASS_TYPE,
  SYLLABUS_CLASS_KINDS,
  YOUTUBE_FILE_TYPE,
  type PublicCourseBatch,
  type PublicCoursePage,
  type SyllabusClass,
} from '@sap-academy/contracts';
import { gstPriceNote } from '@sap-academy/contracts/gst';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { indiaDate } from '../domain/booking-slots';
import { freeSeats } from '../domain/batch-seats';
import { DomainError } from '../domain/errors';
import { youtubeVideoId } from '../domain/youtube-id';
import { batchesRepository, type BatchListRow } from '../repositories/batches';
import { coursePagesRepository, type SyllabusRow } from '../repositories/course-pages';
import type { FileStorage } from '../storage/file-storage';
import { courseReviewsService } from './course-reviews';
import { siteSettings } from './site-settings';
import { readTaxSettings } from './tax-settings';
import { trainerProfilesService } from './trainer-profiles';

const WEEKDAY_NAMES: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export interface CoursePagesDeps {
  db: Db;
  config: Config;
  now: () => Date;
  storage: FileStorage;
}

type SyllabusKind = SyllabusClass['kind'];
const kindOf = (kind: string): SyllabusKind => ((SYLLABUS_CLASS_KINDS as readonly string[]).includes(kind) ? (kind as SyllabusKind) : 'VIDEO');

/** The class viewer's rule (SPEC §4): the YouTube file flagged original, else the first. */
function previewIds(files: { classId: number; isOriginal: boolean; type: string; url: string }[]): Map<number, string> {
  const chosen = new Map<number, { isOriginal: boolean; url: string }>();
  for (const file of files) {
    if (file.type !== YOUTUBE_FILE_TYPE) continue;
    const current = chosen.get(file.classId);
    if (!current || (file.isOriginal && !current.isOriginal)) chosen.set(file.classId, file);
  }
  const ids = new Map<number, string>();
  for (const [classId, file] of chosen) {
    const id = youtubeVideoId(file.url);
    if (id) ids.set(classId, id);
  }
  return ids;
}

/** An upcoming batch as the page shows it: an allow-list of fields, so a new column stays private. */
export function publicBatch(row: BatchListRow, coursePrice: number): PublicCourseBatch {
  const { batch } = row;
  return {
    title: batch.title,
    starts_on: batch.startsOn,
    ends_on: batch.endsOn,
    delivery: batch.delivery === 'hybrid' ? 'hybrid' : 'live',
    weekdays: batch.timetable.weekdays.map((day) => WEEKDAY_NAMES[day] ?? day),
    start_time: batch.timetable.start_time,
    duration_minutes: batch.timetable.duration_minutes,
    trainer_name: row.trainerName,
    price: batch.pricePaise ?? coursePrice,
    seats_left: freeSeats(batch.seatLimit, row.seatsTaken),
  };
}

export function coursePagesService({ db, config, now, storage }: CoursePagesDeps) {
  const settings = siteSettings({ db, config });
  const reviews = courseReviewsService({ db });
  const trainers = trainerProfilesService({ db, storage });

  return {
    async bySlug(slug: string): Promise<PublicCoursePage> {
      const repo = coursePagesRepository(db);
      const course = slug === '' ? undefined : await repo.publishedBySlug(slug);
      if (!course) throw new DomainError('not_found', COURSE_PAGE_MESSAGES.notFound);
      const [sectionRows, classRows, authored, batchRows, current, tax, published, courseTrainers] = await Promise.all([
        repo.sections(course.id),
        repo.classes(course.id),
        repo.authored(course.id),
        batchesRepository(db).list(course.id),
        settings.current(),
        readTaxSettings(db),
        // Published reviews only, named by first name and initial (decision 212).
        reviews.forCoursePage(course.id),
        trainers.forCourse(course.id),
      ]);
      const previewClassIds = classRows.filter((c) => c.freePreview && c.kind === 'VIDEO').map((c) => c.id);
      const videoIds = previewIds(await repo.previewFiles(previewClassIds));
      const toClass = (c: SyllabusRow): SyllabusClass => ({
        title: c.title,
        duration: c.duration,
        kind: kindOf(c.kind),
        preview_video_id: c.freePreview && c.kind === 'VIDEO' ? (videoIds.get(c.id) ?? null) : null,
      });
      // Started batches are no longer on offer; a batch starting today still is (dates are India's).
      const today = indiaDate(now());
      const upcoming = batchRows.filter((r) => r.batch.status === 'open' && r.batch.startsOn >= today);
      return {
        id: course.id,
        slug: course.slug,
        course_title: course.course_title,
        description: course.description,
        poster_url: course.poster_url,
        difficulty_level: course.difficulty_level,
        course_type: course.course_type,
        course_duration: course.course_duration,
        price: course.price,
        currency: current.currency,
        price_note: gstPriceNote(course.price, tax),
        includes: {
          classes: classRows.length,
          videos: classRows.filter((c) => c.kind === 'VIDEO').length,
          quizzes: Math.min(authored.quizzes, classRows.filter((c) => c.kind === QUIZ_CLASS_TYPE).length),
          assignments: Math.min(authored.assignments, classRows.filter((c) => c.kind === ASSIGNMENT_CLASS_TYPE).length),
          // Every course has completion rules (a course without its own has the default, every
          // class complete: decision 135), so completing one with classes issues a certificate.
          certificate: classRows.length > 0,
          mock_interviews: course.mockInterviewCredits,
        },
        sections: sectionRows.map((s) => ({ name: s.name, classes: classRows.filter((c) => c.sectionId === s.id).map(toClass) })),
        batches: upcoming.map((r) => publicBatch(r, course.price)),
        faq: course.faq.map(({ question, answer }) => ({ question, answer })),
        rating: published.rating,
        reviews: published.reviews,
        trainers: courseTrainers,
      };
    },
  };
}
