// Authoring an ASSIGNMENT class (decision 134): reached from the course's outline; the PUT body is
// the contract's (both due kinds, version 0 creates it), a stale version shows the notice with a
// Reload, and the template is uploaded, downloaded through a signed link and removed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSIGNMENT_MESSAGES } from 'mfe-shared/contracts';
import { ADMIN_MESSAGES, ASSIGNMENT_AUTHOR_MESSAGES, assignmentUpdateSchema, type AdminAssignment } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ASSIGNMENT_SAVED } from '../src/features/assignments/assignment-form';
import { course } from './fixtures';
import { renderAdmin } from './render-admin';

const CLASS_ID = 101;
const ASSIGNMENT_API = `/admin/courses/3/classes/${CLASS_ID}/assignment`;
const SCREEN = `/admin/courses/3/classes/${CLASS_ID}/assignment`;

const assignmentCourse = () => {
  const base = course();
  const [welcome, orders] = base.sections[0]!.classes;
  return course({ sections: [{ ...base.sections[0]!, classes: [welcome!, { ...orders!, title: 'Post a goods receipt', online_class_type: 'ASSIGNMENT' }] }] });
};

const saved = (overrides: Partial<AdminAssignment> = {}): AdminAssignment => ({
  class_id: CLASS_ID,
  course_id: 3,
  instructions: 'Post a goods receipt for PO 4500001.\nAttach the material document.',
  due: { kind: 'days_after_enrolment', days: 14 },
  template: null,
  version: 2,
  updated_at: '2025-01-02T00:00:00.000Z',
  ...overrides,
});

const putBodies = () => fetchCalls.filter((call) => call.method === 'PUT' && call.url.endsWith(ASSIGNMENT_API)).map((call) => call.body);

beforeEach(() => {
  route('GET /admin/courses/3', () => jsonResponse(assignmentCourse()));
});

describe('the assignment editor', () => {
  it('is linked from a saved ASSIGNMENT class in the outline', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/courses/3', { id: 7, name: 'Meera Staff', email: 'meera@example.com', role: 'editor' });
    const link = await screen.findByRole('link', { name: 'Edit assignment of Post a goods receipt' });
    expect(link).toHaveAttribute('href', SCREEN);
    expect(screen.queryByRole('link', { name: 'Edit assignment of Welcome' })).not.toBeInTheDocument();
    // Course trainers are the admins' screen.
    expect(screen.queryByRole('link', { name: 'Trainers' })).not.toBeInTheDocument();
  });

  it('creates the assignment with version 0 and a days-after-enrolment rule, as the contract reads it', async () => {
    route(`GET ${ASSIGNMENT_API}`, () => jsonResponse({ detail: ASSIGNMENT_MESSAGES.notFound }, 404));
    route(`PUT ${ASSIGNMENT_API}`, () => jsonResponse(saved({ version: 1 })));
    renderAdmin(SCREEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignment: Post a goods receipt' })).toBeInTheDocument();
    expect(screen.getByText(ASSIGNMENT_AUTHOR_MESSAGES.saveFirst)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText('Instructions are required.')).toBeInTheDocument();
    expect(putBodies()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Instructions'), 'Post a goods receipt for PO 4500001.{enter}Attach the material document.');
    await userEvent.click(screen.getByRole('radio', { name: 'Days after enrolment' }));
    await userEvent.type(screen.getByLabelText('Number of days'), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText('Days must be a whole number.')).toBeInTheDocument();
    expect(putBodies()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Number of days'));
    await userEvent.type(screen.getByLabelText('Number of days'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText(ASSIGNMENT_SAVED)).toBeInTheDocument();
    const body = putBodies()[0];
    expect(body).toEqual({
      version: 0,
      instructions: 'Post a goods receipt for PO 4500001.\nAttach the material document.',
      due: { kind: 'days_after_enrolment', days: 14 },
    });
    expect(assignmentUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('saves a fixed date with the loaded version, and shows a stale version with Reload', async () => {
    let current = saved();
    route(`GET ${ASSIGNMENT_API}`, () => jsonResponse(current));
    route(`PUT ${ASSIGNMENT_API}`, () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
    renderAdmin(SCREEN);
    expect(await screen.findByLabelText('Instructions')).toHaveValue(saved().instructions);
    expect(screen.getByRole('radio', { name: 'Days after enrolment' })).toBeChecked();
    expect(screen.getByLabelText('Number of days')).toHaveValue('14');

    await userEvent.click(screen.getByRole('radio', { name: 'Fixed date' }));
    await userEvent.type(screen.getByLabelText('Due date'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText(ADMIN_MESSAGES.staleVersion)).toBeInTheDocument();
    const body = putBodies()[0];
    expect(body).toEqual({ version: 2, instructions: saved().instructions, due: { kind: 'fixed', date: '2026-12-31' } });
    expect(assignmentUpdateSchema.safeParse(body).success).toBe(true);

    // Reload reads the assignment as it is now and starts the form from it.
    current = saved({ version: 3, instructions: 'Someone else’s words.', due: null });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Instructions')).toHaveValue('Someone else’s words.'));
    expect(screen.getByRole('radio', { name: 'No due date' })).toBeChecked();
    expect(screen.queryByText(ADMIN_MESSAGES.staleVersion)).not.toBeInTheDocument();

    route(`PUT ${ASSIGNMENT_API}`, () => jsonResponse(saved({ version: 4, instructions: 'Someone else’s words.', due: null })));
    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    // The toaster is the page's one: an earlier test's toast may still be on it.
    expect((await screen.findAllByText(ASSIGNMENT_SAVED)).length).toBeGreaterThan(0);
    expect(putBodies()[1]).toEqual({ version: 3, instructions: 'Someone else’s words.', due: null });
  });

  it('uploads, downloads and removes the template; the next save uses the version the upload moved to', async () => {
    route(`GET ${ASSIGNMENT_API}`, () => jsonResponse(saved()));
    const withTemplate = saved({ version: 3, template: { name: 'GR template.xlsx', size_bytes: 2048, content_type: 'application/vnd.ms-excel' } });
    route(`POST ${ASSIGNMENT_API}/template`, () => jsonResponse(withTemplate, 201));
    route(`GET ${ASSIGNMENT_API}/template/link`, () => jsonResponse({ url: '/files/download?token=signed', expires_at: '2025-03-01T04:35:00.000Z' }));
    route(`DELETE ${ASSIGNMENT_API}/template`, () => jsonResponse(saved({ version: 4 })));
    route(`PUT ${ASSIGNMENT_API}`, () => jsonResponse(saved({ version: 5 })));
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    renderAdmin(SCREEN);
    expect(await screen.findByText('No template yet.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Template file'), new File(['PK'], 'GR template.xlsx', { type: 'application/vnd.ms-excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload template' }));
    expect(await screen.findByText('GR template.xlsx uploaded.')).toBeInTheDocument();
    const upload = fetchCalls.find((call) => call.method === 'POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.click(await screen.findByRole('button', { name: 'Download GR template.xlsx' }));
    await waitFor(() => expect(opened).toEqual(['http://localhost:4000/files/download?token=signed']));

    await userEvent.click(screen.getByRole('button', { name: 'Remove GR template.xlsx' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove GR template.xlsx?' })).getByRole('button', { name: 'Remove template' }),
    );
    expect(await screen.findByText('Template removed.')).toBeInTheDocument();
    expect(await screen.findByText('No template yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() => expect(putBodies()).toEqual([expect.objectContaining({ version: 4 })]));
  });

  it('says so when the class is not an assignment', async () => {
    renderAdmin('/admin/courses/3/classes/100/assignment');
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSIGNMENT_AUTHOR_MESSAGES.notAssignmentClass);
  });
});
