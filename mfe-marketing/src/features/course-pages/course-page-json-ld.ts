// schema.org Course for a course page (decision 211), with the fields Google's course rich results
// read: name, description and provider; offers with price, priceCurrency and category; and a
// CourseInstance per upcoming batch (courseMode, startDate and endDate in India time with +05:30, as
// /events writes its Event, and its weekly courseSchedule), or, with none, the self-paced course
// (courseWorkload and a one-run courseSchedule of its length). Decision 212 adds the published
// reviews: `aggregateRating` only when there is at least one (Google refuses a rating of nothing)
// and a `review` per review shown, and the course's trainers as each instance's `instructor`.
import { BRAND_NAME } from 'mfe-shared';
import type { PublicCourseBatch, PublicCoursePage, PublicTrainer } from 'mfe-shared/contracts';

/** Paise as a decimal string of rupees ("24999.00"), as /courses' JSON-LD writes prices: schema.org prices are plain numbers. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A batch's day and its sessions' start, India wall clock with its offset (India has no daylight saving). */
const indiaIso = (day: string, time: string) => `${day}T${time}:00+05:30`;

function endTime(start: string, minutes: number): string {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + minutes;
  const clamped = Math.min(total, 23 * 60 + 59);
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

function trainerPerson(trainer: PublicTrainer) {
  return {
    '@type': 'Person',
    name: trainer.name,
    ...(trainer.bio ? { description: trainer.bio } : {}),
    ...(trainer.modules.length ? { knowsAbout: trainer.modules } : {}),
  };
}

/** A batch's named trainer, else the course's trainers; nothing when neither is known. */
function instructors(trainerName: string | null, trainers: readonly PublicTrainer[]) {
  if (trainerName) return { instructor: { '@type': 'Person', name: trainerName } };
  return trainers.length ? { instructor: trainers.map(trainerPerson) } : {};
}

function ratingFields(course: PublicCoursePage) {
  // An older API's answer has no rating; a course without a published review gets none either.
  if (!course.rating || course.rating.average === null || course.rating.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating.average, reviewCount: course.rating.count, bestRating: 5, worstRating: 1 },
    review: course.reviews.map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.author },
      reviewBody: review.body,
      datePublished: review.published_at.slice(0, 10),
    })),
  };
}

function batchInstance(batch: PublicCourseBatch, currency: string, trainers: readonly PublicTrainer[]) {
  return {
    '@type': 'CourseInstance',
    name: batch.title,
    // A live batch meets online; a hybrid one mixes live sessions with the recorded classes.
    courseMode: batch.delivery === 'hybrid' ? 'blended' : 'online',
    startDate: indiaIso(batch.starts_on, batch.start_time),
    endDate: indiaIso(batch.ends_on, endTime(batch.start_time, batch.duration_minutes)),
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: batch.weekdays.map((day) => `https://schema.org/${day}`),
      startTime: batch.start_time,
      duration: `PT${batch.duration_minutes}M`,
      startDate: batch.starts_on,
      endDate: batch.ends_on,
      scheduleTimezone: 'Asia/Kolkata',
    },
    ...instructors(batch.trainer_name, trainers),
    offers: { '@type': 'Offer', price: rupees(batch.price), priceCurrency: currency, category: batch.price === 0 ? 'Free' : 'Paid' },
  };
}

export function coursePageJsonLd(course: PublicCoursePage, url: string, origin: string) {
  const workload = `P${course.course_duration}D`;
  const trainers = course.trainers ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.course_title,
    description: course.description,
    url,
    courseCode: course.slug,
    educationalLevel: course.difficulty_level,
    inLanguage: 'en-IN',
    ...(course.sections.length ? { syllabusSections: course.sections.map((s) => ({ '@type': 'Syllabus', name: s.name })) } : {}),
    provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: `${origin}/` },
    offers: {
      '@type': 'Offer',
      category: course.price === 0 ? 'Free' : 'Paid',
      price: rupees(course.price),
      priceCurrency: course.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: course.batches.length
      ? course.batches.map((batch) => batchInstance(batch, course.currency, trainers))
      : [
          {
            '@type': 'CourseInstance',
            courseMode: 'online',
            courseWorkload: workload,
            courseSchedule: { '@type': 'Schedule', duration: workload, repeatCount: 1, repeatFrequency: workload },
            ...instructors(null, trainers),
          },
        ],
    ...ratingFields(course),
  };
}
