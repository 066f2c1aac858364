import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, completionRulesUpdateSchema, type CompletionRules } from 'mfe-shared/contracts/admin';
import { CERTIFICATE_MESSAGES } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { NO_FINAL_QUIZ, RULES_SAVED } from '../src/features/courses/completion-rules-panel';
import { course } from './fixtures';
import { QUIZ_CLASS, quizCourse } from './quiz-fixtures';
import { renderAdmin, staff } from './render-admin';

const RULES_PATH = '/admin/courses/3/completion-rules';
const NOTHING_REQUIRED = 'Require every class, a final quiz, or both: a course that asks for nothing cannot certify anything.';

// A course never configured answers the defaults at version 0 (decision 135).
const rules = (overrides: Partial<CompletionRules> = {}): CompletionRules => ({
  course_id: 3,
  require_all_classes: true,
  final_quiz_class_id: null,
  final_quiz_pass_mark: null,
  version: 0,
  ...overrides,
});

const puts = () => fetchCalls.filter((call) => call.method === 'PUT' && new URL(call.url).pathname === RULES_PATH);

beforeEach(() => {
  route('GET /admin/courses/3', () => jsonResponse(quizCourse()));
  route('GET /admin/audit', () => jsonResponse({ results: [] }));
  route(`GET ${RULES_PATH}`, () => jsonResponse(rules()));
});

async function openRules() {
  renderAdmin('/admin/courses/3');
  expect(await screen.findByRole('heading', { level: 2, name: 'Certificate rules' })).toBeInTheDocument();
  return screen.findByRole('form', { name: 'Certificate rules' });
}

it('starts from the defaults: every class required, no final quiz, no pass mark field', async () => {
  const form = await openRules();
  expect(within(form).getByRole('checkbox', { name: 'Every class must be complete' })).toBeChecked();
  const quiz = within(form).getByRole('combobox', { name: 'Final quiz' });
  expect(quiz).toHaveDisplayValue(NO_FINAL_QUIZ);
  // The course's QUIZ classes only, from the outline already loaded: the video class is not offered.
  expect(
    within(quiz)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([NO_FINAL_QUIZ, 'Purchase orders']);
  expect(within(form).queryByLabelText('Final quiz pass mark (%)')).not.toBeInTheDocument();
});

it('asks for the pass mark once a final quiz is chosen, and saves what the contract takes with the rules version', async () => {
  route(`PUT ${RULES_PATH}`, () => jsonResponse(rules({ require_all_classes: false, final_quiz_class_id: QUIZ_CLASS, final_quiz_pass_mark: 75, version: 1 })));
  const form = await openRules();
  await userEvent.selectOptions(within(form).getByLabelText('Final quiz'), 'Purchase orders');
  const mark = within(form).getByLabelText('Final quiz pass mark (%)');
  // Chosen without its mark: the contract's message, and nothing sent.
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  expect(await within(form).findByText('Pass mark must be a whole number from 0 to 100.')).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  await userEvent.type(mark, '75');
  await userEvent.click(within(form).getByLabelText('Every class must be complete'));
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  expect(await screen.findByText(RULES_SAVED)).toBeInTheDocument();
  const body = puts()[0]!.body;
  expect(body).toEqual({ version: 0, require_all_classes: false, final_quiz_class_id: QUIZ_CLASS, final_quiz_pass_mark: 75 });
  expect(completionRulesUpdateSchema.parse(body)).toEqual(body);

  // The form starts again from the saved rules: the next save carries their version.
  await waitFor(() => expect(screen.getByRole('form', { name: 'Certificate rules' })).toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Save certificate rules' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]!.body).toMatchObject({ version: 1, final_quiz_pass_mark: 75 });
});

it('sends no pass mark when the final quiz is taken away again', async () => {
  route(`GET ${RULES_PATH}`, () => jsonResponse(rules({ final_quiz_class_id: QUIZ_CLASS, final_quiz_pass_mark: 60, version: 3 })));
  route(`PUT ${RULES_PATH}`, () => jsonResponse(rules({ version: 4 })));
  const form = await openRules();
  expect(within(form).getByLabelText('Final quiz pass mark (%)')).toHaveValue(60);
  await userEvent.selectOptions(within(form).getByLabelText('Final quiz'), NO_FINAL_QUIZ);
  expect(within(form).queryByLabelText('Final quiz pass mark (%)')).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0]!.body).toEqual({ version: 3, require_all_classes: true, final_quiz_class_id: null, final_quiz_pass_mark: null });
});

it("shows the API's 422 under its field: rules that require nothing", async () => {
  route(`PUT ${RULES_PATH}`, () => jsonResponse({ detail: NOTHING_REQUIRED, fields: { 'body.require_all_classes': NOTHING_REQUIRED } }, 422));
  const form = await openRules();
  const all = within(form).getByLabelText('Every class must be complete');
  await userEvent.click(all);
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  expect(await within(form).findByText(NOTHING_REQUIRED)).toBeInTheDocument();
  expect(all).toHaveAttribute('aria-invalid', 'true');
  // A refusal on a field, not a stale version.
  expect(within(form).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
});

it("shows the API's 422 on the final quiz when it is no longer a quiz of the course", async () => {
  route(`PUT ${RULES_PATH}`, () =>
    jsonResponse({ detail: CERTIFICATE_MESSAGES.finalQuizNotInCourse, fields: { 'body.final_quiz_class_id': CERTIFICATE_MESSAGES.finalQuizNotInCourse } }, 422),
  );
  const form = await openRules();
  await userEvent.selectOptions(within(form).getByLabelText('Final quiz'), 'Purchase orders');
  await userEvent.type(within(form).getByLabelText('Final quiz pass mark (%)'), '50');
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  expect(await within(form).findByText(CERTIFICATE_MESSAGES.finalQuizNotInCourse)).toBeInTheDocument();
  expect(within(form).getByLabelText('Final quiz')).toHaveAttribute('aria-invalid', 'true');
});

it('on a stale version shows the notice with a Reload that reads the rules again', async () => {
  route(`PUT ${RULES_PATH}`, () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
  const form = await openRules();
  await userEvent.selectOptions(within(form).getByLabelText('Final quiz'), 'Purchase orders');
  await userEvent.type(within(form).getByLabelText('Final quiz pass mark (%)'), '80');
  await userEvent.click(within(form).getByRole('button', { name: 'Save certificate rules' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.staleVersion);

  route(`GET ${RULES_PATH}`, () => jsonResponse(rules({ final_quiz_class_id: QUIZ_CLASS, final_quiz_pass_mark: 90, version: 2 })));
  await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Final quiz pass mark (%)')).toHaveValue(90));
  expect(screen.queryByText(ADMIN_MESSAGES.staleVersion)).not.toBeInTheDocument();
});

it('says where the final quiz comes from when the outline has no quiz class, and an editor may set the rules', async () => {
  route('GET /admin/courses/3', () => jsonResponse(course()));
  renderAdmin('/admin/courses/3', staff('editor'));
  const form = await screen.findByRole('form', { name: 'Certificate rules' });
  const quiz = within(form).getByLabelText('Final quiz');
  expect(within(quiz).getAllByRole('option')).toHaveLength(1);
  expect(quiz).toHaveAccessibleDescription('Add a quiz class to the outline to choose one.');
});
