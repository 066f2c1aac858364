// schema.org Course for a course page (decision 211), with the fields Google's course rich results
// read: name, description and provider; offers with price, priceCurrency and category; and a
// CourseInstance per upcoming batch (courseMode, startDate and endDate in India time with +05:30, as
// /events writes its Event, and its weekly courseSchedule), or, with none, the self-paced course
// (courseWorkload and a one-run courseSchedule of its length).
import { BRAND_NAME } from 'mfe-shared';
import type { PublicCourseBatch, PublicCoursePage } from 'mfe-shared/contracts';

/** Paise as a decimal string of rupees ("24999.00"), as /courses' JSON-LD writes prices: schema.org prices are plain numbers. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A batch's day and its sessions' start, India wall clock with its offset (India has no daylight saving). */
const indiaIso = (day: string, time: string) => `${day}T${time}:00+05:30`;

function endTime(start: string, minutes: number): string {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + minutes;
  const clamped = Math.min(total, 23 * 60 + 59);
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

function batchInstance(batch: PublicCourseBatch, currency: string) {
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
    ...(batch.trainer_name ? { instructor: { '@type': 'Person', name: batch.trainer_name } } : {}),
    offers: { '@type': 'Offer', price: rupees(batch.price), priceCurrency: currency, category: batch.price === 0 ? 'Free' : 'Paid' },
  };
}

export function coursePageJsonLd(course: PublicCoursePage, url: string, origin: string) {
  const workload = `P${course.course_duration}D`;
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
      ? course.batches.map((batch) => batchInstance(batch, course.currency))
      : [
          {
            '@type': 'CourseInstance',
            courseMode: 'online',
            courseWorkload: workload,
            courseSchedule: { '@type': 'Schedule', duration: workload, repeatCount: 1, repeatFrequency: workload },
          },
        ],
  };
}
