// A course's public page (decision 211): the facts, the price with its GST wording, what
// enrolment includes, the syllabus where only the free preview has a player, the batches, the FAQ,
// "Enrol now" to the portal, and Course JSON-LD with the fields Google's course rich results read;
// the site's 404 page for a slug the API does not know; and the same page fetched by the browser
// when the server did not render it (a click from /courses).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NOT_FOUND_TEXT, PageDataContext, type PageData } from 'mfe-shared';
import type { PublicCoursePage } from 'mfe-shared/contracts';
import MarketingRoutes from '../src/app/marketing-routes';
import {
  BATCHES_HEADING,
  ENROL_TEXT,
  FAQ_HEADING,
  INCLUDES_HEADING,
  NO_BATCHES_TEXT,
  PLAY_PREVIEW,
  SYLLABUS_HEADING,
  UNAVAILABLE_SENTENCE,
} from '../src/features/course-pages/course-page-texts';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { renderAt } from './render';

const PATH = '/courses/sap-mm';

const COURSE: PublicCoursePage = {
  id: 7,
  slug: 'sap-mm',
  course_title: 'SAP MM (Materials Management)',
  description: 'Procure-to-pay end to end.',
  poster_url: '/images/courses/sap-mm.svg',
  difficulty_level: 'Beginner',
  course_type: 'Hybrid',
  course_duration: 60,
  price: 2_499_900,
  currency: 'INR',
  price_note: 'incl. GST',
  includes: { classes: 3, videos: 2, quizzes: 1, assignments: 0, certificate: true, mock_interviews: 1 },
  sections: [
    {
      name: 'Master data',
      classes: [
        { title: 'Material master views', duration: 900, kind: 'VIDEO', preview_video_id: 'sApMm0001aB' },
        { title: 'Vendor master', duration: 5400, kind: 'VIDEO', preview_video_id: null },
      ],
    },
    { name: 'Check', classes: [{ title: 'Master data quiz', duration: null, kind: 'QUIZ', preview_video_id: null }] },
  ],
  batches: [
    {
      title: 'Evening batch',
      starts_on: '2030-01-07',
      ends_on: '2030-01-18',
      delivery: 'live',
      weekdays: ['Monday', 'Wednesday', 'Friday'],
      start_time: '19:00',
      duration_minutes: 120,
      trainer_name: 'Anita Desai',
      price: 2_499_900,
      seats_left: 3,
    },
  ],
  faq: [{ question: 'Do I need SAP experience?', answer: 'No. We start from the basics.' }],
  rating: { average: null, count: 0 },
  reviews: [],
  trainers: [],
};

async function renderWith(path: string, pageData: PageData | null) {
  await act(async () => {
    render(
      <PageDataContext.Provider value={pageData}>
        <MemoryRouter initialEntries={[path]}>
          <MarketingRoutes />
        </MemoryRouter>
      </PageDataContext.Provider>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const found = (course: PublicCoursePage = COURSE): PageData => ({ path: `/courses/${course.slug}`, status: 'found', data: course });

type Ld = Record<string, unknown>;
const courseLd = () => {
  const all = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Ld);
  const course = all.find((d) => d['@type'] === 'Course');
  if (!course) throw new Error('no Course JSON-LD');
  return course;
};

/** The fields Google's course rich results need: the check the brief's structured-data test asks for. */
function expectCourseRichResult(ld: Ld) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Course');
  expect(ld.name).toEqual(expect.any(String));
  expect(ld.description).toEqual(expect.any(String));
  expect(ld.provider).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(ld.offers).toMatchObject({
    '@type': 'Offer',
    price: expect.stringMatching(/^\d+\.\d\d$/),
    priceCurrency: 'INR',
    category: expect.stringMatching(/^(Paid|Free)$/),
  });
  const instances = ld.hasCourseInstance as Ld[];
  expect(instances.length).toBeGreaterThan(0);
  for (const instance of instances) {
    expect(instance['@type']).toBe('CourseInstance');
    expect(instance.courseMode).toEqual(expect.any(String));
    expect(instance.courseSchedule !== undefined || instance.startDate !== undefined).toBe(true);
  }
}

describe('a course page rendered with the page server’s data', () => {
  it('shows the facts, the price with its GST wording, what is included, and enrols through the portal', async () => {
    await renderWith(PATH, found());
    expect(screen.getByRole('heading', { level: 1, name: COURSE.course_title })).toBeInTheDocument();
    const facts = screen.getByLabelText('Course facts');
    expect(facts).toHaveTextContent('LevelBeginner');
    expect(facts).toHaveTextContent('Duration2 months');
    expect(facts).toHaveTextContent('DeliveryHybrid');
    expect(facts).toHaveTextContent('Price₹24,999.00incl. GST');
    const includes = within(screen.getByRole('region', { name: INCLUDES_HEADING }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(includes).toEqual(['3 classes (2 video lessons)', '1 quiz', '1 mock interview', 'A certificate when you complete the course']);
    const enrol = screen.getAllByRole('link', { name: `${ENROL_TEXT}: ${COURSE.course_title}` });
    expect(enrol.length).toBeGreaterThan(0);
    for (const link of enrol) expect(link).toHaveAttribute('href', '/lms/course/7');
  });

  it('claims nothing the course does not have', async () => {
    await renderWith(
      PATH,
      found({ ...COURSE, price_note: null, includes: { classes: 0, videos: 0, quizzes: 0, assignments: 0, certificate: false, mock_interviews: 0 } }),
    );
    expect(screen.queryByRole('region', { name: INCLUDES_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText(/certificate/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });

  it('lists the syllabus with durations; only the free preview has a player, which plays the privacy-enhanced embed', async () => {
    const user = userEvent.setup();
    await renderWith(PATH, found());
    const syllabus = screen.getByRole('region', { name: SYLLABUS_HEADING });
    const master = within(syllabus).getByRole('list', { name: 'Classes of Master data' });
    expect(
      within(master)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Material master views15 minFree preview/), 'Vendor master1 h 30 min']);
    expect(within(syllabus).getByRole('list', { name: 'Classes of Check' })).toHaveTextContent('Master data quizQuiz');
    const players = within(syllabus).getAllByRole('button', { name: new RegExp(`^${PLAY_PREVIEW}`) });
    expect(players).toHaveLength(1);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: `${PLAY_PREVIEW}: Material master views` }));
    const frame = screen.getByTitle(`${PLAY_PREVIEW}: Material master views`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/sApMm0001aB\?/);
  });

  it('shows the upcoming batches with India dates, seats left and the trainer, and the FAQ', async () => {
    await renderWith(PATH, found());
    const batches = screen.getByRole('region', { name: BATCHES_HEADING });
    expect(batches).toHaveTextContent(
      'Evening batch: 7 Jan 2030 to 18 Jan 2030, Monday, Wednesday, Friday at 19:00 IST (120 min), live online, with Anita Desai. 3 seats left.',
    );
    const faq = screen.getByRole('region', { name: FAQ_HEADING });
    expect(within(faq).getByText('Do I need SAP experience?')).toBeInTheDocument();
    expect(within(faq).getByText('No. We start from the basics.')).toBeInTheDocument();
  });

  it('says when no batch is scheduled and shows no FAQ section without questions', async () => {
    await renderWith(PATH, found({ ...COURSE, batches: [], faq: [] }));
    expect(screen.getByRole('region', { name: BATCHES_HEADING })).toHaveTextContent(NO_BATCHES_TEXT);
    expect(screen.queryByRole('region', { name: FAQ_HEADING })).not.toBeInTheDocument();
    // Without a batch the self-paced course is the one instance, still a valid rich result.
    expectCourseRichResult(courseLd());
  });

  it('describes the course as schema.org Course with offers and a CourseInstance per batch in India time', async () => {
    await renderWith(PATH, found());
    const ld = courseLd();
    expectCourseRichResult(ld);
    expect(ld).toMatchObject({ name: COURSE.course_title, url: `http://localhost${PATH}`, offers: { price: '24999.00', category: 'Paid' } });
    expect(ld.hasCourseInstance).toEqual([
      expect.objectContaining({
        courseMode: 'online',
        startDate: '2030-01-07T19:00:00+05:30',
        endDate: '2030-01-18T21:00:00+05:30',
        instructor: { '@type': 'Person', name: 'Anita Desai' },
      }),
    ]);
    expect(
      document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ).toBe(`http://localhost${PATH}`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(COURSE.course_title);
  });

  it('is the site’s 404 page for a slug the API does not know', async () => {
    await renderWith('/courses/no-such-course', { path: '/courses/no-such-course', status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });

  it('says to try again when the API did not answer', async () => {
    await renderWith(PATH, { path: PATH, status: 'unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_SENTENCE);
  });
});

describe('a course page the server did not render', () => {
  it('fetches the course itself, and a course card on /courses leads to it', async () => {
    route('GET /site/courses/sap-mm', () => jsonResponse(COURSE));
    const user = userEvent.setup();
    await renderAt('/courses');
    await user.click(screen.getByRole('link', { name: /View course: SAP MM/ }));
    expect(await screen.findByRole('heading', { level: 1, name: COURSE.course_title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${PLAY_PREVIEW}: Material master views` })).toBeInTheDocument();
  });

  it('links the training modules a published course teaches to its page, and no other', async () => {
    await renderAt('/training');
    const carousel = screen.getByRole('region', { name: 'SAP modules' });
    expect(within(carousel).getByRole('link', { name: 'View course: SAP MM (Materials Management)' })).toHaveAttribute('href', '/courses/sap-mm');
    // "Testing" has no course of its own in the catalogue: its slide claims none.
    const testing = within(carousel).getByRole('heading', { name: 'Testing' }).closest('li')!;
    expect(within(testing).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the 404 page when the API does not know the slug', async () => {
    route('GET /site/courses/gone', () => jsonResponse({ detail: 'Course not found.' }, 404));
    await renderAt('/courses/gone');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});
