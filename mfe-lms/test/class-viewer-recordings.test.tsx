// Live session recordings in the class viewer's outline (decision 033): a seated member of a batch
// of the course sees each attached recording as a class of its own section and plays it in the
// viewer; a waitlisted member, another course's batch and a cancelled session show nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { SIDEBAR_COOKIE } from '../src/config/constants';
import { RECORDINGS_SECTION } from '../src/features/class-viewer/components/session-recordings';
import { myBatch, mySession } from './batch-fixtures';
import { classDetail, continueData } from './fixtures';
import { renderPortal } from './render-portal';

const YOUTUBE = 'https://www.youtube.com/watch?v=rec123';
const STORED = 'https://files.example.com/recordings/session-302.mp4';

function serveCourse(batches: unknown[]) {
  route('GET /lms/course/3/continue/55', () => jsonResponse(continueData()));
  route('GET /lms/course/3/class/100', () => jsonResponse(classDetail(100, 'Welcome and system access')));
  route('GET /lms/batches', () => jsonResponse(batches));
}

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
});

it('lists the seated batch’s recordings below the course’s sections and plays one in the viewer', async () => {
  serveCourse([
    myBatch({
      sessions: [
        // 7 pm IST on 3 and 1 December, out of order: the outline shows the older first.
        mySession({ id: 302, starts_at: '2026-12-03T13:30:00.000Z', ends_at: '2026-12-03T15:30:00.000Z', recording_url: STORED }),
        mySession({ id: 301, recording_url: YOUTUBE }),
        mySession({ id: 303, starts_at: '2026-12-05T13:30:00.000Z', status: 'cancelled', recording_url: YOUTUBE }),
        mySession({ id: 304, starts_at: '2026-12-08T13:30:00.000Z' }),
      ],
    }),
    myBatch({ id: 22, course_id: 9, title: 'Another course', sessions: [mySession({ id: 401, recording_url: YOUTUBE })] }),
  ]);
  renderPortal('/lms/course/3/classes/55');
  const section = await screen.findByRole('region', { name: RECORDINGS_SECTION });
  const items = within(section).getAllByRole('button');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Recording of 1 Dec 2026, 7:00\spm/i),
    expect.stringMatching(/^Recording of 3 Dec 2026, 7:00\spm/i),
  ]);
  expect(items[0]).toHaveTextContent('December evenings');

  await userEvent.click(items[0]!);
  expect(await screen.findByRole('heading', { level: 1, name: /^Recording of 1 Dec 2026/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Play video: Recording of 1 Dec 2026/ })).toBeInTheDocument();
  expect(items[0]).toHaveAttribute('aria-current', 'true');
  // The lesson steps belong to the course's classes, not to a recording.
  expect(screen.queryByRole('navigation', { name: 'Lessons' })).not.toBeInTheDocument();

  await userEvent.click(items[1]!);
  expect(await screen.findByRole('link', { name: 'Open the recording' })).toHaveAttribute('href', STORED);

  // Choosing a class again leaves the recording.
  await userEvent.click(screen.getByRole('button', { name: 'Welcome and system access' }));
  expect(await screen.findByRole('navigation', { name: 'Lessons' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: /^Recording of/ })).not.toBeInTheDocument();
});

it('shows no recordings to a waitlisted member or a student without a batch', async () => {
  serveCourse([myBatch({ membership: { batch_id: 21, status: 'waitlisted', waitlist_position: 2 }, sessions: [mySession({ recording_url: YOUTUBE })] })]);
  renderPortal('/lms/course/3/classes/55');
  expect(await screen.findByRole('button', { name: 'Welcome and system access' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: RECORDINGS_SECTION })).not.toBeInTheDocument();
});
