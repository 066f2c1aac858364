// The student's side of an assignment class (decision 134), through the portal as a student meets
// it: the API faked at its documented paths, queries by role and label.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl } from 'mfe-shared';
import { ASSIGNMENT_MESSAGES, SUBMISSION_TYPES_TEXT, type AssignmentResponse } from 'mfe-shared/contracts';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { MARK_COMPLETE } from '../src/config/texts';
import { SIDEBAR_COOKIE } from '../src/config/constants';
import {
  ASSIGNMENT_TEXTS,
  STATE_TEXTS,
  downloadTemplateLabel,
  downloadVersionFileLabel,
} from '../src/features/class-viewer/components/assignment/assignment-texts';
import { ASSIGNMENT_TITLE, INSTRUCTIONS, PDF, TEMPLATE, assignment, assignmentClassDetail, assignmentCourse, version } from './assignment-fixtures';
import { renderPortal } from './render-portal';

const ASSIGNMENT = '/lms/course/3/class/100/assignment';
/** "Today" for the due date: 27 Nov 2026 in India, before the fixtures' 12 Dec 2026. */
const TODAY = Date.parse('2026-11-27T10:00:00.000Z');

/** Serves the course; `state.current` is what GET …/assignment answers next. */
function serveAssignment(first: AssignmentResponse = assignment(), completed = false) {
  const state = { current: first, completed };
  route('GET /lms/course/3/continue/55', () => jsonResponse(assignmentCourse(state.completed)));
  route('GET /lms/course/3/class/100', () => jsonResponse(assignmentClassDetail()));
  route(`GET ${ASSIGNMENT}`, () => jsonResponse(state.current));
  return state;
}

const classButton = (name: string) => within(screen.getByRole('navigation', { name: 'Classes' })).getByRole('button', { name: new RegExp(name) });
const postCalls = () => fetchCalls.filter((call) => call.method === 'POST');

/** The panel, once its lazy chunk and its read have arrived (the chunk compiles on first use). */
const panel = () => screen.findByRole('region', { name: ASSIGNMENT_TEXTS.heading }, { timeout: 5000 });
const statusText = () => screen.getByRole('region', { name: ASSIGNMENT_TEXTS.statusHeading });

/** The anchor a download follows: its href, without jsdom navigating anywhere. */
function captureDownloads() {
  const followed: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.href);
  });
  return followed;
}

const pdfFile = () => new File(['%PDF-1.7 purchase order'], 'purchase-order.pdf', { type: 'application/pdf' });

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
  // The clock moves on, from TODAY: SWR's timers still run.
  const shift = TODAY - Date.now();
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('an assignment class before a submission', () => {
  it('shows the instructions with their line breaks, the India due day, the template and no Mark as complete', async () => {
    serveAssignment();
    renderPortal('/lms/course/3/classes/55');
    const region = await panel();
    expect(screen.getByRole('heading', { level: 1, name: ASSIGNMENT_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MARK_COMPLETE })).not.toBeInTheDocument();
    expect(screen.getByText('Your trainer marks this class complete when they accept your work.')).toBeInTheDocument();

    const instructions = within(region).getByRole('region', { name: ASSIGNMENT_TEXTS.instructionsHeading });
    const typed = within(instructions).getByText(/Create a purchase order in ME21N/);
    // The line break the trainer typed is kept (pre-line), not folded into one line.
    expect(typed.textContent).toBe(INSTRUCTIONS);
    expect(getComputedStyle(typed).whiteSpace).toBe('pre-line');
    expect(instructions).toHaveTextContent('Due 12 Dec 2026');
    expect(within(instructions).queryByText(ASSIGNMENT_TEXTS.late)).not.toBeInTheDocument();

    const template = within(region).getByRole('region', { name: ASSIGNMENT_TEXTS.templateHeading });
    expect(template).toHaveTextContent(`${TEMPLATE.name}Excel workbook · 2.0 KB`);
    expect(statusText()).toHaveTextContent(STATE_TEXTS.not_submitted);
    expect(within(region).getByRole('form', { name: ASSIGNMENT_TEXTS.formHeading })).toBeInTheDocument();
    expect(within(region).getByRole('region', { name: ASSIGNMENT_TEXTS.historyHeading })).toHaveTextContent(ASSIGNMENT_TEXTS.noVersions);
  });

  it('downloads the template through a link asked for at the click', async () => {
    serveAssignment();
    route(`GET ${ASSIGNMENT}/template/link`, () => jsonResponse({ url: '/files/download?token=tpl', expires_at: '2026-11-27T10:05:00.000Z' }));
    const followed = captureDownloads();
    renderPortal('/lms/course/3/classes/55');
    await panel();
    expect(fetchCalls.filter((call) => call.url.endsWith('/template/link'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: downloadTemplateLabel(TEMPLATE.name) }));
    expect(fetchCalls.filter((call) => call.url.endsWith('/template/link'))).toHaveLength(1);
    expect(followed).toEqual([apiUrl('/files/download?token=tpl')]);
  });

  it('marks the due date Late once its day has ended in India', async () => {
    serveAssignment(assignment({ due_date: '2026-11-26', due_at: '2026-11-26T18:30:00.000Z' }));
    renderPortal('/lms/course/3/classes/55');
    const instructions = within(await panel()).getByRole('region', { name: ASSIGNMENT_TEXTS.instructionsHeading });
    expect(instructions).toHaveTextContent('Due 26 Nov 2026');
    expect(within(instructions).getByText(ASSIGNMENT_TEXTS.late)).toBeInTheDocument();
    expect(instructions).toHaveTextContent(ASSIGNMENT_TEXTS.lateHint);
  });

  it('offers the allowed types and the file limit on the file input', async () => {
    serveAssignment(assignment({ max_files: 3 }));
    renderPortal('/lms/course/3/classes/55');
    await panel();
    const files = screen.getByLabelText(ASSIGNMENT_TEXTS.filesLabel);
    expect(files).toHaveAttribute('type', 'file');
    expect(files).toHaveAttribute('multiple');
    expect(files).toHaveAccessibleDescription(`${SUBMISSION_TYPES_TEXT}. Up to 3 files.`);
  });
});

describe('submitting', () => {
  it('sends the answer and the files as multipart, then shows "Under review" with no form', async () => {
    const state = serveAssignment();
    route(`POST ${ASSIGNMENT}/submissions`, () => {
      state.current = assignment({ state: 'submitted', can_submit: false, submissions: [version()] });
      return jsonResponse(version(), 201);
    });
    renderPortal('/lms/course/3/classes/55');
    const form = within(await panel()).getByRole('form', { name: ASSIGNMENT_TEXTS.formHeading });
    await userEvent.type(within(form).getByRole('textbox', { name: ASSIGNMENT_TEXTS.answerLabel }), 'PO 4500000012 saved.');
    await userEvent.upload(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel), [pdfFile()]);
    await userEvent.click(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit }));

    await waitFor(() => expect(statusText()).toHaveTextContent(STATE_TEXTS.submitted));
    expect(postCalls()).toHaveLength(1);
    const call = postCalls()[0]!;
    expect(call.url).toBe(apiUrl(`${ASSIGNMENT}/submissions`));
    // Multipart: the browser writes the boundary, so no JSON content type; the token goes along.
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(call.headers.Authorization).toMatch(/^Bearer /);
    const body = call.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('text')).toBe('PO 4500000012 saved.');
    const sent = body.getAll('files') as File[];
    expect(sent.map((file) => [file.name, file.type])).toEqual([['purchase-order.pdf', 'application/pdf']]);

    expect(statusText()).toHaveTextContent(ASSIGNMENT_MESSAGES.underReview);
    expect(screen.getByRole('heading', { level: 3, name: ASSIGNMENT_TEXTS.statusHeading })).toHaveFocus();
    expect(screen.queryByRole('form', { name: ASSIGNMENT_TEXTS.formHeading })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: ASSIGNMENT_TEXTS.historyHeading })).toHaveTextContent('Version 1');
  });

  it('shows a 415 refusal under Files and keeps the form', async () => {
    serveAssignment();
    route(`POST ${ASSIGNMENT}/submissions`, () => jsonResponse({ detail: ASSIGNMENT_MESSAGES.wrongType }, 415));
    renderPortal('/lms/course/3/classes/55');
    const form = within(await panel()).getByRole('form', { name: ASSIGNMENT_TEXTS.formHeading });
    await userEvent.upload(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel), [pdfFile()]);
    await userEvent.click(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit }));

    const files = within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel);
    await waitFor(() => expect(files).toHaveAttribute('aria-invalid', 'true'));
    expect(files).toHaveAccessibleDescription(expect.stringContaining(ASSIGNMENT_MESSAGES.wrongType));
    expect(within(form).getByRole('alert')).toHaveTextContent(ASSIGNMENT_MESSAGES.wrongType);
    expect(files).toHaveFocus();
    expect(statusText()).toHaveTextContent(STATE_TEXTS.not_submitted);
    expect(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit })).toBeEnabled();
  });

  it.each([
    [422, ASSIGNMENT_MESSAGES.empty],
    [409, ASSIGNMENT_MESSAGES.underReview],
  ])('shows a %i refusal above the button', async (status, detail) => {
    serveAssignment();
    route(`POST ${ASSIGNMENT}/submissions`, () => jsonResponse({ detail }, status));
    renderPortal('/lms/course/3/classes/55');
    const form = within(await panel()).getByRole('form', { name: ASSIGNMENT_TEXTS.formHeading });
    await userEvent.click(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel)).not.toHaveAttribute('aria-invalid', 'true');
    // An empty form still goes to the API, which decides (only the count is checked here).
    expect((postCalls()[0]!.body as FormData).get('text')).toBe('');
  });

  it('refuses more files than max_files before sending anything', async () => {
    serveAssignment(assignment({ max_files: 2 }));
    renderPortal('/lms/course/3/classes/55');
    const form = within(await panel()).getByRole('form', { name: ASSIGNMENT_TEXTS.formHeading });
    const three = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => new File(['%PDF'], name, { type: 'application/pdf' }));
    await userEvent.upload(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel), three);
    expect(within(form).getByRole('alert')).toHaveTextContent(ASSIGNMENT_MESSAGES.tooManyFiles(2));
    await userEvent.click(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit }));
    expect(postCalls()).toHaveLength(0);
    expect(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel)).toHaveFocus();
  });
});

describe('after a review', () => {
  it('a returned version shows the comment and takes a new version', async () => {
    const comment = 'The screenshot is cut off.\nShow the document number.';
    const returned = version({ status: 'returned', comment, reviewed_at: '2026-11-21T06:00:00.000Z' });
    const state = serveAssignment(assignment({ state: 'returned', can_submit: true, submissions: [returned] }));
    route(`POST ${ASSIGNMENT}/submissions`, () => {
      const second = version({ id: 22, number: 2, text: 'Full screenshot attached.', submitted_at: '2026-11-22T05:00:00.000Z' });
      state.current = assignment({ state: 'submitted', can_submit: false, submissions: [second, returned] });
      return jsonResponse(second, 201);
    });
    renderPortal('/lms/course/3/classes/55');
    await panel();
    expect(statusText()).toHaveTextContent(STATE_TEXTS.returned);
    expect(statusText()).toHaveTextContent(ASSIGNMENT_TEXTS.commentLabel);
    // The comment keeps the trainer's line break.
    expect(statusText().querySelector('blockquote')?.textContent).toBe(comment);

    const form = screen.getByRole('form', { name: ASSIGNMENT_TEXTS.resubmitHeading });
    await userEvent.type(within(form).getByRole('textbox', { name: ASSIGNMENT_TEXTS.answerLabel }), 'Full screenshot attached.');
    await userEvent.upload(within(form).getByLabelText(ASSIGNMENT_TEXTS.filesLabel), [pdfFile()]);
    await userEvent.click(within(form).getByRole('button', { name: ASSIGNMENT_TEXTS.submit }));
    await waitFor(() => expect(statusText()).toHaveTextContent(STATE_TEXTS.submitted));
    const versions = within(screen.getByRole('region', { name: ASSIGNMENT_TEXTS.historyHeading })).getAllByRole('listitem', { name: /Version/ });
    expect(versions.map((item) => item.querySelector('h4')?.textContent)).toEqual(['Version 2', 'Version 1']);
    expect(versions[0]).toHaveTextContent('Full screenshot attached.');
  });

  it('an accepted assignment shows Accepted, no form, and the class completed after the outline is read again', async () => {
    const accepted = version({ status: 'accepted', comment: 'Well done.', reviewed_at: '2026-11-21T06:00:00.000Z' });
    // The outline was read before the trainer accepted: the panel's answer makes it read again.
    serveAssignment(assignment({ state: 'accepted', can_submit: false, submissions: [accepted] }));
    let outlineReads = 0;
    route('GET /lms/course/3/continue/55', () => jsonResponse(assignmentCourse(++outlineReads > 1)));
    renderPortal('/lms/course/3/classes/55');
    await panel();
    expect(statusText()).toHaveTextContent(STATE_TEXTS.accepted);
    expect(statusText()).toHaveTextContent(ASSIGNMENT_MESSAGES.alreadyAccepted);
    expect(statusText()).toHaveTextContent('Well done.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(ASSIGNMENT_TEXTS.filesLabel)).not.toBeInTheDocument();
    expect(await within(classButton(ASSIGNMENT_TITLE)).findByRole('img', { name: 'completed' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '67');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MARK_COMPLETE })).not.toBeInTheDocument();
  });
});

describe('the history', () => {
  it('lists every version newest first with its time in India, status, late flag, comment and file downloads', async () => {
    const sheet = { id: 2, name: 'prices.xlsx', size_bytes: 812, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    const first = version({ status: 'returned', comment: 'Add the prices.', files: [PDF] });
    const second = version({ id: 22, number: 2, late: true, submitted_at: '2026-11-27T18:45:00.000Z', files: [PDF, sheet] });
    serveAssignment(assignment({ state: 'submitted', can_submit: false, submissions: [second, first] }));
    route(`GET ${ASSIGNMENT}/submissions/22/files/2/link`, () => jsonResponse({ url: '/files/download?token=mine', expires_at: '2026-11-27T10:05:00.000Z' }));
    route(`GET ${ASSIGNMENT}/submissions/21/files/1/link`, () => jsonResponse({ detail: ASSIGNMENT_MESSAGES.fileNotFound }, 404));
    const followed = captureDownloads();
    renderPortal('/lms/course/3/classes/55');
    await panel();
    const history = screen.getByRole('region', { name: ASSIGNMENT_TEXTS.historyHeading });
    const [newest, oldest] = within(history).getAllByRole('listitem', { name: /Version/ });
    expect(newest).toHaveTextContent(
      `Version 2${STATE_TEXTS.submitted} · ${ASSIGNMENT_TEXTS.late} · Submitted ${formatIndiaDateTime('2026-11-27T18:45:00.000Z')} IST`,
    );
    expect(newest).toHaveTextContent('28 Nov 2026, 12:15 am IST');
    expect(oldest).toHaveTextContent(`Version 1${STATE_TEXTS.returned} · Submitted 20 Nov 2026, 10:10 am IST`);
    expect(oldest).not.toHaveTextContent(ASSIGNMENT_TEXTS.late);
    expect(oldest).toHaveTextContent(`${ASSIGNMENT_TEXTS.commentLabel}Add the prices.`);
    expect(oldest).toHaveTextContent(`${ASSIGNMENT_TEXTS.yourAnswer}PO 4500000012 saved.`);

    expect(within(newest!).getByRole('button', { name: downloadVersionFileLabel(PDF.name, 2) })).toBeInTheDocument();
    await userEvent.click(within(newest!).getByRole('button', { name: downloadVersionFileLabel('prices.xlsx', 2) }));
    expect(followed).toEqual([apiUrl('/files/download?token=mine')]);

    // A refused link says why beside that file and follows nothing.
    await userEvent.click(within(oldest!).getByRole('button', { name: downloadVersionFileLabel(PDF.name, 1) }));
    expect(await within(oldest!).findByRole('alert')).toHaveTextContent(ASSIGNMENT_MESSAGES.fileNotFound);
    expect(followed).toHaveLength(1);
  });
});
