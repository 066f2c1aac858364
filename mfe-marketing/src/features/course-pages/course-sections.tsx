// The course page's blocks below its hero (decision 211): what enrolment includes, the syllabus
// with each class's duration and a player only on the free previews, the upcoming batches (India
// dates, timetable, seats left, trainer) and the FAQ as native disclosure widgets (answers in the
// HTML, no script needed to read them).
import styled from 'styled-components';
import { formatPrice, theme } from 'mfe-shared';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import type { CourseIncludes, PublicCoursePage, SyllabusSection } from 'mfe-shared/contracts';
import { Section } from '../../components/layout';
import { FREE_LABEL } from '../../config/spec-constants';
import { BATCHES_HEADING, FAQ_HEADING, INCLUDES_HEADING, NO_BATCHES_TEXT, PREVIEW_LABEL, SYLLABUS_HEADING } from './course-page-texts';
import { PreviewPlayer } from './preview-player';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "45 s", "15 min", "1 h 30 min": a class's length for a reader. */
export function classDurationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes} min` : minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Only what the course has: a count of zero is not listed, a certificate only when one is issued. */
export function includesLines(includes: CourseIncludes): string[] {
  const lines: string[] = [];
  if (includes.classes > 0)
    lines.push(`${plural(includes.classes, 'class', 'classes')}${includes.videos > 0 ? ` (${plural(includes.videos, 'video lesson', 'video lessons')})` : ''}`);
  if (includes.quizzes > 0) lines.push(plural(includes.quizzes, 'quiz', 'quizzes'));
  if (includes.assignments > 0) lines.push(`${plural(includes.assignments, 'assignment', 'assignments')} reviewed by a trainer`);
  if (includes.mock_interviews > 0) lines.push(plural(includes.mock_interviews, 'mock interview', 'mock interviews'));
  if (includes.certificate) lines.push('A certificate when you complete the course');
  return lines;
}

const List = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  li { margin: 0.25rem 0; }
`;

const Classes = styled.ol`
  margin: 0 0 1.5rem;
  padding-left: 1.25rem;
  li { margin: 0.5rem 0; }
`;

const Meta = styled.span`
  color: ${theme.color.muted};
  margin-left: 0.5rem;
`;

const Badge = styled.span`
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.brandDark};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Faq = styled.details`
  border-top: 1px solid ${theme.color.border};
  padding: 0.75rem 0;
  summary { font-weight: 600; cursor: pointer; }
  p { margin: 0.5rem 0 0; white-space: pre-line; }
`;

export function CourseIncludesSection({ includes }: { includes: CourseIncludes }) {
  const lines = includesLines(includes);
  if (lines.length === 0) return null;
  return (
    <Section id="includes" title={INCLUDES_HEADING}>
      <List>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </Section>
  );
}

function SyllabusBlock({ section, index }: { section: SyllabusSection; index: number }) {
  return (
    <>
      <h3>{section.name}</h3>
      <Classes aria-label={`Classes of ${section.name}`} data-section={index}>
        {section.classes.map((cls, i) => (
          <li key={`${i}-${cls.title}`}>
            {cls.title}
            {cls.duration !== null && <Meta>{classDurationLabel(cls.duration)}</Meta>}
            {cls.kind !== 'VIDEO' && <Meta>{cls.kind === 'QUIZ' ? 'Quiz' : 'Assignment'}</Meta>}
            {cls.preview_video_id && (
              <>
                <Badge>{PREVIEW_LABEL}</Badge>
                <PreviewPlayer videoId={cls.preview_video_id} title={cls.title} />
              </>
            )}
          </li>
        ))}
      </Classes>
    </>
  );
}

export function SyllabusSectionBlock({ sections }: { sections: PublicCoursePage['sections'] }) {
  if (sections.length === 0) return null;
  return (
    <Section id="syllabus" title={SYLLABUS_HEADING} tone="soft">
      {sections.map((section, index) => (
        <SyllabusBlock key={`${index}-${section.name}`} section={section} index={index} />
      ))}
    </Section>
  );
}

const dayOf = (day: string) => formatIndiaDate(`${day}T12:00:00+05:30`);

export function BatchesSection({ course, locale }: { course: PublicCoursePage; locale?: string }) {
  return (
    <Section id="batches" title={BATCHES_HEADING}>
      {course.batches.length === 0 ? (
        <p>{NO_BATCHES_TEXT}</p>
      ) : (
        <List aria-label={BATCHES_HEADING}>
          {course.batches.map((batch) => (
            <li key={`${batch.starts_on}-${batch.title}`}>
              <strong>{batch.title}</strong>: {dayOf(batch.starts_on)} to {dayOf(batch.ends_on)}, {batch.weekdays.join(', ')} at {batch.start_time} IST (
              {batch.duration_minutes} min), {batch.delivery === 'hybrid' ? 'hybrid' : 'live online'}
              {batch.trainer_name ? `, with ${batch.trainer_name}` : ''}.{' '}
              {batch.seats_left === 0 ? 'Full: join the waitlist after enrolling.' : `${plural(batch.seats_left, 'seat', 'seats')} left.`}
              {batch.price !== course.price && ` ${batch.price === 0 ? FREE_LABEL : formatPrice(batch.price, { currency: course.currency, locale })}.`}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

export function FaqSection({ faq }: { faq: PublicCoursePage['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <Section id="faq" title={FAQ_HEADING} tone="soft">
      {faq.map((item) => (
        <Faq key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Faq>
      ))}
    </Section>
  );
}
