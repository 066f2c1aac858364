// A class's downloadable files (decision 131): listed under the video or the quiz, each
// downloaded through a signed link asked for at the click, with the API's refusal beside it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl } from 'mfe-shared';
import { RESOURCE_MESSAGES } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { QUIZ_TEXTS } from '../src/features/class-viewer/components/quiz/quiz-texts';
import { DOWNLOAD, RESOURCES_HEADING, downloadLabel } from '../src/features/class-viewer/components/resource-texts';
import { SIDEBAR_COOKIE } from '../src/config/constants';
import { fileSizeLabel } from '../src/features/class-viewer/hooks/file-facts';
import { classDetail, continueData } from './fixtures';
import { overview, quizClassDetail, quizCourse } from './quiz-fixtures';
import { renderPortal } from './render-portal';

const HANDBOOK = {
  id: 5,
  name: 'GL-configuration-handbook-for-S4HANA-2025-with-year-end-closing-steps.pdf',
  size_bytes: 245_760,
  content_type: 'application/pdf',
};
const SHEET = { id: 6, name: 'chart-of-accounts.xlsx', size_bytes: 812, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const LINK = '/lms/course/3/class/100/resources/5/link';

function serveVideoClass(resources = [HANDBOOK, SHEET]) {
  route('GET /lms/course/3/continue/55', () => jsonResponse(continueData()));
  route('GET /lms/course/3/class/100', () => jsonResponse({ ...classDetail(100, 'Welcome and system access'), resources }));
}

/** The anchor the download follows: its href, without jsdom navigating anywhere. */
function captureDownloads() {
  const followed: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, download: this.getAttribute('download') ?? '(none)' });
  });
  return followed;
}

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
});

describe('class resources', () => {
  it('lists each file under the video with its name, type and size', async () => {
    serveVideoClass();
    renderPortal('/lms/course/3/classes/55');
    const list = await screen.findByRole('region', { name: RESOURCES_HEADING });
    const play = screen.getByRole('button', { name: /Play video/ });
    expect(play.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [handbook, sheet] = within(list).getAllByRole('listitem');
    expect(handbook).toHaveTextContent(HANDBOOK.name);
    expect(handbook).toHaveTextContent('PDF · 240.0 KB');
    expect(sheet).toHaveTextContent('Excel workbook · 812 B');
    expect(within(sheet!).getByRole('button', { name: downloadLabel(SHEET.name) })).toHaveTextContent(DOWNLOAD);
    expect(fileSizeLabel(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('a class without files shows no resources section', async () => {
    serveVideoClass([]);
    renderPortal('/lms/course/3/classes/55');
    await screen.findByRole('button', { name: /Play video/ });
    expect(screen.queryByRole('region', { name: RESOURCES_HEADING })).not.toBeInTheDocument();
  });

  it('Download asks for a signed link, then follows it on the API origin as a download', async () => {
    serveVideoClass();
    route(`GET ${LINK}`, () => jsonResponse({ url: '/files/download?token=abc.def', expires_at: '2026-11-27T10:05:00.000Z' }));
    const followed = captureDownloads();
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(await screen.findByRole('button', { name: downloadLabel(HANDBOOK.name) }));
    expect(fetchCalls.filter((call) => call.url.endsWith(LINK))).toHaveLength(1);
    expect(followed).toEqual([{ href: apiUrl('/files/download?token=abc.def'), download: '' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [404, RESOURCE_MESSAGES.fileGone],
    [403, 'You are not enrolled in this course.'],
    [503, RESOURCE_MESSAGES.storageUnavailable],
  ])('a refused link (%i) says why beside that file and follows nothing', async (status, detail) => {
    serveVideoClass();
    route(`GET ${LINK}`, () => jsonResponse({ detail }, status));
    const followed = captureDownloads();
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(await screen.findByRole('button', { name: downloadLabel(HANDBOOK.name) }));
    const [handbook, sheet] = within(screen.getByRole('region', { name: RESOURCES_HEADING })).getAllByRole('listitem');
    expect(await within(handbook!).findByRole('alert')).toHaveTextContent(detail);
    expect(within(sheet!).queryByRole('alert')).not.toBeInTheDocument();
    expect(followed).toEqual([]);
    // The button stays usable: the next try asks for a new link.
    expect(within(handbook!).getByRole('button', { name: downloadLabel(HANDBOOK.name) })).toBeEnabled();
  });

  it('lists a quiz class’s files under the quiz', async () => {
    route('GET /lms/course/3/continue/55', () => jsonResponse(quizCourse()));
    route('GET /lms/course/3/class/100', () => jsonResponse(quizClassDetail([SHEET])));
    route('GET /lms/course/3/class/100/quiz', () => jsonResponse(overview()));
    renderPortal('/lms/course/3/classes/55');
    const quiz = await screen.findByRole('region', { name: QUIZ_TEXTS.rulesHeading }, { timeout: 5000 });
    const list = screen.getByRole('region', { name: RESOURCES_HEADING });
    expect(quiz.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getByRole('button', { name: downloadLabel(SHEET.name) })).toBeInTheDocument();
  });
});
