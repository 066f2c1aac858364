import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'mfe-shared';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../src/config/constants';
import { MARK_COMPLETE } from '../src/config/texts';
import { youtubeId } from '../src/features/class-viewer/hooks/youtube';
import { classDetail, continueData } from './fixtures';
import { renderPortal } from './render-portal';
import { VIEWER_SKELETON_LABEL } from '../src/features/class-viewer/components/class-viewer-skeleton';
import { CLASS_SKELETON_LABEL } from '../src/features/class-viewer/components/class-content';

const titles: Record<number, string> = { 100: 'Welcome and system access', 101: 'Enterprise structure', 110: 'Chart of accounts' };

function serveCourse(lastOpened: number | null = null) {
  route('GET /lms/course/3/continue/55', () => jsonResponse(continueData(lastOpened)));
  for (const id of [100, 101, 110]) route(`GET /lms/course/3/class/${id}`, () => jsonResponse(classDetail(id, titles[id]!)));
  route('PUT /lms/course/3/class/100/progress', () => jsonResponse({ class_id: 100, progress_status: 1, progress: { completed: 1, total: 3, percent: 33 } }));
  route('PUT /lms/course/3/class/110/progress', () => jsonResponse({ class_id: 110, progress_status: 1, progress: { completed: 1, total: 3, percent: 33 } }));
}

/** Every host a YouTube player or thumbnail loads from. */
const YOUTUBE_HOSTS = /youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com/;

const classesNav = () => screen.getByRole('navigation', { name: 'Classes' });
const classButton = (name: string) => within(classesNav()).getByRole('button', { name: new RegExp(name) });

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
});

describe('class viewer (SPEC §2, §4)', () => {
  it("while the class's details arrive, its outline holds their place above the lesson steps (no layout shift)", async () => {
    serveCourse();
    route('GET /lms/course/3/class/100', () => new Promise<Response>(() => undefined)); // never answers
    renderPortal('/lms/course/3/classes/55');
    const skeleton = await screen.findByRole('status', { name: CLASS_SKELETON_LABEL });
    expect(skeleton).toHaveTextContent('Loading...');
    const steps = screen.getByRole('navigation', { name: 'Lessons' });
    expect(skeleton.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists sections and classes, a green check where progress_status is 2, and the course title', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    expect(screen.getByRole('status', { name: VIEWER_SKELETON_LABEL })).toHaveTextContent('Loading...');
    expect(await screen.findByText('SAP FICO Foundations')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: VIEWER_SKELETON_LABEL })).not.toBeInTheDocument();
    expect(within(classesNav()).getByRole('region', { name: 'Getting started' })).toBeInTheDocument();
    expect(within(classButton('Enterprise structure')).getByRole('img', { name: 'completed' })).toBeInTheDocument();
    expect(within(classButton('Chart of accounts')).queryByRole('img', { name: 'completed' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '33');
  });

  it('the first class of the first section is active when the data loads; clicking a class makes it active', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome and system access' })).toBeInTheDocument();
    expect(classButton('Welcome and system access')).toHaveAttribute('aria-current', 'true');

    await userEvent.click(classButton('Chart of accounts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeInTheDocument();
    expect(classButton('Chart of accounts')).toHaveAttribute('aria-current', 'true');
    // switching a class fetches that class only, never the outline again
    expect(fetchCalls.filter((c) => c.url.includes('/continue/'))).toHaveLength(1);
  });

  it('resumes at the class opened last', async () => {
    serveCourse(110);
    renderPortal('/lms/course/3/classes/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeInTheDocument();
  });

  it('plays the is_original YouTube file, by the v parameter, only after a click', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    const play = await screen.findByRole('button', { name: 'Play video: Welcome and system access' });
    // Before the click nothing on the page points at YouTube: no player, no thumbnail, no
    // preconnect or preload hint, so the browser has nothing to fetch from it.
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.documentElement.outerHTML).not.toMatch(YOUTUBE_HOSTS);
    await userEvent.click(play);
    const frame = screen.getByTitle('Welcome and system access');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/origin22222\?/);
    expect(youtubeId('https://www.youtube.com/watch?v=abc123&list=x')).toBe('abc123');
  });

  it('another class starts behind its facade again, even after a video played', async () => {
    serveCourse();
    const chart = classDetail(110, 'Chart of accounts');
    route('GET /lms/course/3/class/110', () => jsonResponse({ ...chart, files: [{ ...chart.files[1]!, url: 'https://www.youtube.com/watch?v=chart333333' }] }));
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(await screen.findByRole('button', { name: 'Play video: Welcome and system access' }));
    expect(document.querySelector('iframe')).not.toBeNull();

    await userEvent.click(classButton('Chart of accounts'));
    const play = await screen.findByRole('button', { name: 'Play video: Chart of accounts' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.documentElement.outerHTML).not.toMatch(YOUTUBE_HOSTS);
    await userEvent.click(play);
    expect(screen.getByTitle('Chart of accounts').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/chart333333\?/);
  });

  it('Mark as complete saves status 2 and the check appears without a reload', async () => {
    serveCourse();
    route('PUT /lms/course/3/class/100/progress', () => jsonResponse({ class_id: 100, progress_status: 2, progress: { completed: 2, total: 3, percent: 67 } }));
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(await screen.findByRole('button', { name: MARK_COMPLETE }));
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 2 });
    expect(await within(classButton('Welcome and system access')).findByRole('img', { name: 'completed' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '67');
    expect(screen.getByRole('status')).toHaveTextContent('Completed');
  });
});

describe('sidebar (SPEC §2, §4, §9)', () => {
  it('Ctrl+B and Cmd+B toggle it between 16rem and 3rem and remember it in the sidebar_state cookie for 7 days', async () => {
    serveCourse();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    renderPortal('/lms/course/3/classes/55');
    await screen.findByText('SAP FICO Foundations');
    const aside = classesNav().closest('aside')!;
    expect(aside).toHaveStyle({ width: SIDEBAR_WIDTH });

    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(aside).toHaveStyle({ width: SIDEBAR_WIDTH_ICON });
    expect(cookieWrites.at(-1)).toBe(`${SIDEBAR_COOKIE}=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`);
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    // icon mode: classes become numbered buttons named by their titles
    expect(within(classesNav()).getByRole('button', { name: 'Chart of accounts' })).toHaveTextContent('3');

    act(() => {
      fireEvent.keyDown(window, { key: 'B', metaKey: true });
    });
    expect(aside).toHaveStyle({ width: SIDEBAR_WIDTH });
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=true`);
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=false; path=/`;
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    await screen.findByText('SAP FICO Foundations');
    expect(classesNav().closest('aside')).toHaveStyle({ width: SIDEBAR_WIDTH_ICON });
  });
});

describe('sidebar on a phone (SPEC §2: off-canvas sheet, 18rem)', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('below 768px the classes live in a sheet that the toggle opens and a class choice closes', async () => {
    window.innerWidth = 360;
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    await screen.findByText('SAP FICO Foundations');
    expect(screen.queryByRole('navigation', { name: 'Classes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Classes' }));
    const sheet = await screen.findByRole('dialog', { name: 'SAP FICO Foundations' });
    expect(sheet).toHaveStyle({ width: SIDEBAR_WIDTH_MOBILE });
    await userEvent.click(within(sheet).getByRole('button', { name: /Chart of accounts/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the sheet is a dialog above the header: focus moves in, Escape closes it and focus returns to the toggle', async () => {
    window.innerWidth = 360;
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    await screen.findByText('SAP FICO Foundations');
    const toggle = screen.getByRole('button', { name: 'Classes' });
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'SAP FICO Foundations' });
    expect(sheet).toHaveStyle({ position: 'fixed', zIndex: String(theme.layer.dialog) });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});

describe('class viewer errors', () => {
  it("another student's enrolment gets the error view, not the data", async () => {
    route('GET /lms/course/3/continue/56', () => jsonResponse({ detail: 'This enrolment is not yours.' }, 403));
    renderPortal('/lms/course/3/classes/56');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forbidden Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
