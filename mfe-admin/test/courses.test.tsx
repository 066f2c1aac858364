import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURSE_PAGE_MESSAGES } from 'mfe-shared/contracts';
import { ADMIN_MESSAGES } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { course } from './fixtures';
import { page, renderAdmin } from './render-admin';

const listCalls = () =>
  fetchCalls.filter((call) => call.method === 'GET' && new URL(call.url).pathname === '/admin/courses').map((call) => new URL(call.url).searchParams);

describe('course list', () => {
  it('shows the courses and asks the API for each sort and page', async () => {
    route('GET /admin/courses', () => jsonResponse(page([course({ status: 'published', published: true, enrolled_count: 12 })], 60)));
    renderAdmin('/admin/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'SAP MM Essentials' })).toHaveAttribute('href', '/admin/courses/3');
    expect(row).toHaveTextContent('published');
    expect(row).toHaveTextContent('₹24,999.00');
    expect(row).toHaveTextContent('60 days');
    expect(listCalls()[0]!.toString()).toBe('sort=-updated_at&page=1&page_size=25');

    const title = within(table).getByRole('columnheader', { name: /Title/ });
    expect(title).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('course_title'));
    expect(within(screen.getByRole('table', { name: 'Courses' })).getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('-course_title'));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('page')).toBe('2'));
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(listCalls().at(-1)?.toString()).toBe('sort=-course_title&page=1&page_size=50'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('archived'));
    expect(document.title).toBe('Courses · Back office');
  });
});

describe('course form', () => {
  it('shows the contract messages and sends nothing while the form is invalid', async () => {
    route('GET /admin/courses', () => jsonResponse(page([])));
    renderAdmin('/admin/courses/new');
    await userEvent.clear(screen.getByLabelText('Duration (days)'));
    await userEvent.clear(screen.getByLabelText('Price (₹)'));
    await userEvent.type(screen.getByLabelText('Price (₹)'), '12.345');
    await userEvent.clear(screen.getByLabelText('Mock interviews included'));
    await userEvent.type(screen.getByLabelText('Mock interviews included'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Mock interviews must be at most 10.')).toBeInTheDocument();
    expect(screen.getByText('Slug is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Duration must be a whole number of days.')).toBeInTheDocument();
    expect(screen.getByText(/Enter an amount in rupees/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Price (₹)'));
    await userEvent.type(screen.getByLabelText('Price (₹)'), '1000000.01');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText('Price must be at most ₹10,00,000.')).toBeInTheDocument();
  });

  it('suggests the slug from the title and posts the price as integer paise', async () => {
    route('POST /admin/courses', () => jsonResponse(course({ id: 44 }), 201));
    route('GET /admin/courses/44', () => jsonResponse(course({ id: 44 })));
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/courses/new');
    await userEvent.type(screen.getByLabelText('Title'), 'SAP MM Essentials');
    expect(screen.getByLabelText('Slug')).toHaveValue('sap-mm-essentials');
    await userEvent.type(screen.getByLabelText('Description'), 'Procurement end to end.');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Live');
    await userEvent.clear(screen.getByLabelText('Duration (days)'));
    await userEvent.type(screen.getByLabelText('Duration (days)'), '61');
    await userEvent.clear(screen.getByLabelText('Price (₹)'));
    await userEvent.type(screen.getByLabelText('Price (₹)'), '24999.99');
    // Decision 150: the practice-server days an enrolment includes.
    await userEvent.type(screen.getByLabelText('Server access (days)'), '30');
    // Decisions 138 and 146: mock interviews the enrolment includes.
    await userEvent.clear(screen.getByLabelText('Mock interviews included'));
    await userEvent.type(screen.getByLabelText('Mock interviews included'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'SAP MM Essentials' })).toBeInTheDocument();
    const post = fetchCalls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      course_title: 'SAP MM Essentials',
      slug: 'sap-mm-essentials',
      description: 'Procurement end to end.',
      faq: [],
      difficulty_level: 'Advanced',
      course_type: 'Live',
      course_duration: 61,
      price: 2_499_999,
      poster_url: '',
      published: false,
      server_access_days: 30,
      mock_interview_credits: 2,
    });
  });
});

describe('course editor', () => {
  beforeEach(() => {
    route('GET /admin/courses/3', () => jsonResponse(course()));
    route('GET /admin/audit', () =>
      jsonResponse({
        results: [
          {
            id: 1,
            actor: { id: 7, name: 'Meera Staff', email: 'meera@example.com' },
            action: 'course.update',
            entity: 'course',
            entity_id: '3',
            before: { price: 100 },
            after: { price: 2_499_900 },
            created_at: '2025-01-02T00:00:00.000Z',
          },
        ],
      }),
    );
  });

  it('loads the record with the price in rupees and lists its history', async () => {
    renderAdmin('/admin/courses/3');
    expect(await screen.findByLabelText('Price (₹)')).toHaveValue('24999.00');
    expect(screen.getByLabelText('Slug')).toHaveValue('sap-mm');
    const history = await screen.findByRole('list', { name: 'Change history' });
    // Staff words, the changed fields one click away.
    expect(history).toHaveTextContent('Meera Staff edited the course · 2 Jan 2025, 5:30 am');
    expect(history).not.toHaveTextContent('course.update');
    const change = within(history).getByText('₹1.00 → ₹24,999.00');
    expect(change).not.toBeVisible();
    await userEvent.click(within(history).getByText('What changed'));
    expect(change).toBeVisible();
    expect(within(history).getByText('price')).toBeVisible();
    expect(document.title).toBe('SAP MM Essentials · Back office');
  });

  it('on a stale version shows the API message with a Reload that fetches the record again', async () => {
    route('PUT /admin/courses/3', () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
    renderAdmin('/admin/courses/3');
    await userEvent.type(await screen.findByLabelText('Title'), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(ADMIN_MESSAGES.staleVersion)).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 4, course_title: 'SAP MM Essentials II' });

    route('GET /admin/courses/3', () => jsonResponse(course({ version: 5, course_title: 'SAP MM (their edit)' })));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('SAP MM (their edit)'));
    expect(screen.queryByText(ADMIN_MESSAGES.staleVersion)).not.toBeInTheDocument();
  });

  it('puts a duplicate slug 409 on the slug field', async () => {
    route('PUT /admin/courses/3', () => jsonResponse({ detail: ADMIN_MESSAGES.slugTaken, fields: { 'body.slug': ADMIN_MESSAGES.slugTaken } }, 409));
    renderAdmin('/admin/courses/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Save course' }));
    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.slugTaken));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows the archive-instead 409 when deleting a course with students', async () => {
    route('DELETE /admin/courses/3', () => jsonResponse({ detail: ADMIN_MESSAGES.archiveInstead }, 409));
    renderAdmin('/admin/courses/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText(ADMIN_MESSAGES.archiveInstead)).toBeInTheDocument();
  });

  it('publishes with the version it read', async () => {
    route('POST /admin/courses/3/publish', () => jsonResponse(course({ published: true, status: 'published', version: 5 })));
    renderAdmin('/admin/courses/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fetchCalls.find((call) => call.url.endsWith('/publish'))?.body).toEqual({ version: 4 }));
  });

  it('adds, moves and removes sections and classes, and PUTs the ordered tree', async () => {
    route('PUT /admin/courses/3/outline', () => jsonResponse(course({ version: 5 })));
    renderAdmin('/admin/courses/3');
    const outline = await screen.findByRole('form', { name: 'Outline' });

    // A second class moved above the first, a new section with a YouTube class, then the
    // original second class removed.
    await userEvent.click(within(outline).getByRole('button', { name: 'Move class 2 of Basics up' }));
    await userEvent.click(within(outline).getByRole('button', { name: 'Add section' }));
    const section2 = within(outline).getByRole('group', { name: 'Section 2' });
    await userEvent.type(within(section2).getByLabelText('Section name'), 'Advanced');
    await userEvent.click(within(section2).getByRole('button', { name: 'Add class to Advanced' }));
    const newClass = within(section2).getByRole('group', { name: 'Class 1' });
    await userEvent.type(within(newClass).getByLabelText('Class title'), 'Release strategy');
    await userEvent.type(within(newClass).getByLabelText('Duration (minutes)'), '15');
    await userEvent.type(within(newClass).getByLabelText('YouTube link'), 'https://www.youtube.com/watch?v=release01');
    // The loaded free preview (Welcome, now second) shows as checked; the new class is made one too (decision 211).
    const basicsPreviews = within(within(outline).getByRole('group', { name: 'Section 1' })).getAllByLabelText('Free preview');
    expect(basicsPreviews.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(within(newClass).getByLabelText('Free preview'));
    await userEvent.click(within(outline).getByRole('button', { name: 'Move section 2 (Advanced) up' }));
    await userEvent.click(within(outline).getByRole('button', { name: 'Remove class 2 of Basics' }));
    await userEvent.click(within(outline).getByRole('button', { name: 'Save outline' }));

    await waitFor(() => expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 4,
      sections: [
        {
          name: 'Advanced',
          classes: [
            {
              title: 'Release strategy',
              description: '',
              duration: 900,
              online_class_type: 'VIDEO',
              free_preview: true,
              files: [{ is_original: true, online_class_file_type: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=release01' }],
            },
          ],
        },
        {
          id: 10,
          name: 'Basics',
          classes: [
            { id: 101, title: 'Purchase orders', description: 'PO basics', duration: null, online_class_type: 'VIDEO', free_preview: false, files: [] },
          ],
        },
      ],
    });
  });

  it('edits the course page FAQ: the contract message for an empty question, then PUTs the questions in order', async () => {
    route('PUT /admin/courses/3', () => jsonResponse(course({ version: 5 })));
    renderAdmin('/admin/courses/3');
    const faq = await screen.findByRole('group', { name: 'Course page FAQ' });
    await userEvent.click(within(faq).getByRole('button', { name: 'Add question' }));
    await userEvent.type(within(faq).getByLabelText('Answer 1'), 'No. We start from the basics.');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await within(faq).findByText(COURSE_PAGE_MESSAGES.faqQuestion)).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.type(within(faq).getByLabelText('Question 1'), 'Do I need SAP experience?');
    await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      version: 4,
      faq: [{ question: 'Do I need SAP experience?', answer: 'No. We start from the basics.' }],
    });
  });

  it('refuses a class link that is not YouTube with the contract message', async () => {
    renderAdmin('/admin/courses/3');
    const outline = await screen.findByRole('form', { name: 'Outline' });
    const first = within(outline).getAllByLabelText('YouTube link')[0]!;
    await userEvent.clear(first);
    await userEvent.type(first, 'https://vimeo.com/123456');
    await userEvent.click(within(outline).getByRole('button', { name: 'Save outline' }));
    expect(await within(outline).findByText(/Enter a YouTube link/)).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
