// The course page's reviews and trainers (decision 212): the published reviews' average and count
// with each review by first name and initial, the assigned trainers' profiles, and the Course
// JSON-LD's aggregateRating and review items only when there is at least one published review,
// with the trainers as each course instance's instructor.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageDataContext, type PageData } from 'mfe-shared';
import type { PublicCoursePage } from 'mfe-shared/contracts';
import MarketingRoutes from '../src/app/marketing-routes';
import { NO_REVIEWS_TEXT, REVIEWS_HEADING, TRAINERS_HEADING, ratingSummary, starsLabel } from '../src/features/course-pages/course-page-texts';

const COURSE: PublicCoursePage = {
  id: 9,
  slug: 'sap-fico',
  course_title: 'SAP FICO',
  description: 'Record to report.',
  poster_url: '/images/courses/sap-fico.svg',
  difficulty_level: 'Beginner',
  course_type: 'Self-paced',
  course_duration: 90,
  price: 1_999_900,
  currency: 'INR',
  price_note: null,
  includes: { classes: 2, videos: 2, quizzes: 0, assignments: 0, certificate: true, mock_interviews: 0 },
  sections: [{ name: 'Basics', classes: [{ title: 'Company codes', duration: 600, kind: 'VIDEO', preview_video_id: null }] }],
  batches: [],
  faq: [],
  rating: { average: 4.5, count: 2 },
  reviews: [
    { rating: 5, body: 'The month-end project got me my job.', author: 'Meera S.', published_at: '2026-11-20T10:00:00.000Z' },
    { rating: 4, body: 'Clear and practical.', author: 'Asha R.', published_at: '2026-11-10T10:00:00.000Z' },
  ],
  trainers: [
    {
      name: 'Kavya Menon',
      photo_url: '/site/trainers/3/photo/abc.png',
      years_experience: 12,
      modules: ['FICO', 'S/4HANA Finance'],
      bio: 'Led eight roll-outs.',
    },
  ],
};

async function renderCourse(course: PublicCoursePage) {
  const data: PageData = { path: `/courses/${course.slug}`, status: 'found', data: course };
  await act(async () => {
    render(
      <PageDataContext.Provider value={data}>
        <MemoryRouter initialEntries={[`/courses/${course.slug}`]}>
          <MarketingRoutes />
        </MemoryRouter>
      </PageDataContext.Provider>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

type Ld = Record<string, unknown>;
const courseLd = (): Ld => {
  const all = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Ld);
  const found = all.find((d) => d['@type'] === 'Course');
  if (!found) throw new Error('no Course JSON-LD');
  return found;
};

describe('a course page’s reviews and trainers', () => {
  it('shows the average and count, then each published review with its stars, author and text', async () => {
    await renderCourse(COURSE);
    const section = screen.getByRole('region', { name: REVIEWS_HEADING });
    expect(within(section).getByText(ratingSummary(4.5, 2))).toBeInTheDocument();
    const items = within(within(section).getByRole('list', { name: REVIEWS_HEADING })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: starsLabel(5) })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Meera S.');
    expect(items[0]).toHaveTextContent('The month-end project got me my job.');
    expect(within(items[1]!).getByRole('img', { name: starsLabel(4) })).toBeInTheDocument();
  });

  it('says there are no reviews yet when none is published', async () => {
    await renderCourse({ ...COURSE, rating: { average: null, count: 0 }, reviews: [] });
    const section = screen.getByRole('region', { name: REVIEWS_HEADING });
    expect(within(section).getByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the assigned trainers’ profiles: photo, name, experience, modules and bio', async () => {
    await renderCourse(COURSE);
    const list = screen.getByRole('list', { name: TRAINERS_HEADING });
    expect(within(list).getByRole('heading', { name: 'Kavya Menon' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Kavya Menon' })).toHaveAttribute('src', expect.stringContaining('/site/trainers/3/photo/abc.png'));
    expect(list).toHaveTextContent('12 years of SAP experience');
    expect(list).toHaveTextContent('Modules: FICO, S/4HANA Finance');
    expect(list).toHaveTextContent('Led eight roll-outs.');
  });

  it('has no trainers section when no trainer with a profile is assigned', async () => {
    await renderCourse({ ...COURSE, trainers: [] });
    expect(screen.queryByRole('region', { name: TRAINERS_HEADING })).not.toBeInTheDocument();
  });

  it('gives the JSON-LD an aggregateRating and reviews from the published reviews, and the trainers as instructors', async () => {
    await renderCourse(COURSE);
    const ld = courseLd();
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Meera S.' },
        reviewBody: 'The month-end project got me my job.',
        datePublished: '2026-11-20',
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Asha R.' } }),
    ]);
    expect((ld.hasCourseInstance as Ld[])[0]!.instructor).toEqual([
      { '@type': 'Person', name: 'Kavya Menon', description: 'Led eight roll-outs.', knowsAbout: ['FICO', 'S/4HANA Finance'] },
    ]);
  });

  it('has no aggregateRating and no review in the JSON-LD without a published review', async () => {
    await renderCourse({ ...COURSE, rating: { average: null, count: 0 }, reviews: [], trainers: [] });
    const ld = courseLd();
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect((ld.hasCourseInstance as Ld[])[0]).not.toHaveProperty('instructor');
  });
});
