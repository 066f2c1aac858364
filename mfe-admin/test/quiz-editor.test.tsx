// The quiz editor (decision 130, 132): reached from a quiz class in the outline, validated with the
// contract's messages, saved as exactly the PUT body the contract describes, with the API's
// refusals shown where they belong.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_MESSAGES } from 'mfe-shared/contracts';
import { ADMIN_MESSAGES, QUIZ_AUTHOR_MESSAGES, QUIZ_IMAGE_MESSAGES, quizUpdateSchema } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { QUIZ_SAVED } from '../src/features/quizzes/quiz-form';
import { IMAGE_PATH, QUIZ_CLASS, quizCourse, savedQuiz } from './quiz-fixtures';
import { renderAdmin } from './render-admin';

const QUIZ_PATH = `/admin/courses/3/classes/${QUIZ_CLASS}/quiz`;
const puts = () => fetchCalls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  route('GET /admin/courses/3', () => jsonResponse(quizCourse()));
});

async function openNewQuiz() {
  route(`GET ${QUIZ_PATH}`, () => jsonResponse({ detail: QUIZ_MESSAGES.notFound }, 404));
  renderAdmin(QUIZ_PATH);
  return screen.findByRole('form', { name: 'Quiz' });
}
/** Replaces a field's text as a paste does: one input event, not one per character. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('quiz editor', () => {
  it('is reached from the quiz class in the outline; every saved class links to its files', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/courses/3');
    const outline = await screen.findByRole('form', { name: 'Outline' });
    expect(within(outline).getByRole('link', { name: 'Edit quiz of Purchase orders' })).toHaveAttribute('href', QUIZ_PATH);
    expect(within(outline).queryByRole('link', { name: 'Edit quiz of Welcome' })).not.toBeInTheDocument();
    expect(within(outline).getByRole('link', { name: 'Files of Welcome' })).toHaveAttribute('href', '/admin/courses/3/classes/100/files');
    expect(within(outline).getAllByLabelText('Class type')[1]).toHaveValue('QUIZ');
  });

  it('turns a class into a quiz from the outline: the save sends its type', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    route('PUT /admin/courses/3/outline', () => jsonResponse(quizCourse()));
    renderAdmin('/admin/courses/3');
    const outline = await screen.findByRole('form', { name: 'Outline' });
    await userEvent.selectOptions(within(outline).getAllByLabelText('Class type')[0]!, 'QUIZ');
    await userEvent.click(within(outline).getByRole('button', { name: 'Save outline' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as { sections: Array<{ classes: Array<{ online_class_type: string }> }> };
    expect(body.sections[0]!.classes.map((item) => item.online_class_type)).toEqual(['QUIZ', 'QUIZ']);
  });

  it('shows the contract messages and sends nothing while the quiz is invalid', async () => {
    await openNewQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz: Purchase orders' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Pass mark (%)'));
    await userEvent.type(screen.getByLabelText('Pass mark (%)'), '120');
    await userEvent.type(screen.getByLabelText('Time limit (seconds)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));

    expect(await screen.findByText('Pass mark must be at most 100.')).toBeInTheDocument();
    expect(screen.getByText('Time limit must be at least 30.')).toBeInTheDocument();
    const first = question(1);
    expect(within(first).getByText('Question text is required.')).toBeInTheDocument();
    expect(within(first).getAllByText('Option text is required.')).toHaveLength(2);
    expect(within(first).getByText(QUIZ_AUTHOR_MESSAGES.singleNeedsOne)).toBeInTheDocument();
    expect(within(first).getByLabelText('Question text')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(within(first).getByLabelText('Question type'), 'numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await within(first).findByText('Answer must be a number.')).toBeInTheDocument();
    await userEvent.selectOptions(within(first).getByLabelText('Question type'), 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await within(first).findByText('Give at least one accepted answer.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('uploads a question image: the path fills the link field and the preview loads it from the API', async () => {
    route(`POST ${QUIZ_PATH}/images`, () => jsonResponse({ url: IMAGE_PATH, content_type: 'image/png', size_bytes: 68 }, 201));
    await openNewQuiz();
    const q = question(1);
    await userEvent.upload(within(q).getByLabelText('Upload an image'), new File([new Uint8Array([137, 80, 78, 71])], 'diagram.png', { type: 'image/png' }));
    await waitFor(() => expect(within(q).getByLabelText('Image URL')).toHaveValue(IMAGE_PATH));
    expect(within(q).getByRole('img', { name: 'Image of question 1' })).toHaveAttribute('src', `http://localhost:4000${IMAGE_PATH}`);
    const upload = fetchCalls.find((call) => call.method === 'POST');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('diagram.png');
    expect(upload?.headers.Authorization).toBe('Bearer staff-token');
  });

  it('adds, reorders and fills questions, and saves the body the contract describes', async () => {
    route(`PUT ${QUIZ_PATH}`, () => jsonResponse(savedQuiz({ version: 1 })));
    await openNewQuiz();
    await fill(screen.getByLabelText('Pass mark (%)'), '70');
    await fill(screen.getByLabelText('Attempt limit'), '2');
    await fill(screen.getByLabelText('Time limit (seconds)'), '600');
    await userEvent.click(screen.getByLabelText('Shuffle options'));

    // Question 1: single choice with three options, the third moved up and marked correct.
    let q = question(1);
    await fill(within(q).getByLabelText('Question text'), 'Which module handles procurement?');
    await fill(within(q).getByLabelText('Option 1'), 'SD');
    await fill(within(q).getByLabelText('Option 2'), 'FICO');
    await userEvent.click(within(q).getByRole('button', { name: 'Add option' }));
    await fill(within(q).getByLabelText('Option 3'), 'MM');
    await userEvent.click(within(q).getByRole('button', { name: 'Move option 3 up' }));
    await userEvent.click(within(q).getByLabelText('Option 2 is correct'));
    await fill(within(q).getByLabelText('Points'), '2');
    await fill(within(q).getByLabelText('Image URL'), IMAGE_PATH);

    // Question 2: a text answer, added and then moved first.
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    q = question(2);
    await userEvent.selectOptions(within(q).getByLabelText('Question type'), 'text');
    await fill(within(q).getByLabelText('Question text'), 'The transaction that creates a purchase order?');
    await userEvent.type(within(q).getByLabelText('Accepted answers'), 'ME21N{enter}ME 21N{enter}');
    await fill(within(q).getByLabelText('Explanation'), 'ME21N creates it.');
    await userEvent.click(within(q).getByRole('button', { name: 'Move question 2 up' }));

    // Question 3: a number, with a tolerance.
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    q = question(3);
    await userEvent.selectOptions(within(q).getByLabelText('Question type'), 'numeric');
    await fill(within(q).getByLabelText('Question text'), 'GST on the item, in rupees?');
    await fill(within(q).getByLabelText('Correct answer'), '18.75');
    await fill(within(q).getByLabelText('Tolerance'), '0.25');

    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText(QUIZ_SAVED)).toBeInTheDocument();
    const body = puts()[0]!.body;
    expect(body).toEqual({
      version: 0,
      pass_mark: 70,
      attempt_limit: 2,
      time_limit_seconds: 600,
      shuffle_questions: false,
      shuffle_options: true,
      questions: [
        {
          kind: 'text',
          prompt: 'The transaction that creates a purchase order?',
          image_url: null,
          explanation: 'ME21N creates it.',
          points: 1,
          accepted_answers: ['ME21N', 'ME 21N'],
        },
        {
          kind: 'single',
          prompt: 'Which module handles procurement?',
          image_url: IMAGE_PATH,
          explanation: null,
          points: 2,
          options: [
            { text: 'SD', correct: false },
            { text: 'MM', correct: true },
            { text: 'FICO', correct: false },
          ],
        },
        { kind: 'numeric', prompt: 'GST on the item, in rupees?', image_url: null, explanation: null, points: 1, answer: 18.75, tolerance: 0.25 },
      ],
    });
    expect(quizUpdateSchema.parse(body)).toEqual(body);

    // The form starts again from the saved quiz: the next save sends its new version.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Question 1' })).not.toHaveTextContent('Accepted answers'));
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ version: 1, questions: [{ kind: 'single', prompt: 'Which module handles procurement?' }] });
  });

  it('loads a saved quiz and shows the API refusals: a field’s under the field, a stale version with Reload, anything else as the form’s line', async () => {
    route(`GET ${QUIZ_PATH}`, () => jsonResponse(savedQuiz()));
    route(`PUT ${QUIZ_PATH}`, () =>
      jsonResponse(
        { detail: 'Option text must be at most 500 characters.', fields: { 'body.questions.0.options.1.text': 'Option text must be at most 500 characters.' } },
        422,
      ),
    );
    renderAdmin(QUIZ_PATH);
    const q = await screen.findByRole('group', { name: 'Question 1' });
    expect(within(q).getByLabelText('Option 2')).toHaveValue('MM');
    expect(within(q).getByLabelText('Option 2 is correct')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await within(question(1)).findByText('Option text must be at most 500 characters.')).toBeInTheDocument();
    expect(puts()[0]!.body).toMatchObject({ version: 2 });

    route(`PUT ${QUIZ_PATH}`, () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText(ADMIN_MESSAGES.staleVersion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    route(`PUT ${QUIZ_PATH}`, () => jsonResponse({ detail: QUIZ_AUTHOR_MESSAGES.notQuizClass }, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText(QUIZ_AUTHOR_MESSAGES.notQuizClass)).toHaveAttribute('role', 'alert');
  });

  it('shows a refused image upload under the file input and keeps the link empty', async () => {
    route(`POST ${QUIZ_PATH}/images`, () => jsonResponse({ detail: QUIZ_IMAGE_MESSAGES.wrongType }, 415));
    await openNewQuiz();
    const q = question(1);
    await userEvent.upload(within(q).getByLabelText('Upload an image'), new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect(await within(q).findByText(QUIZ_IMAGE_MESSAGES.wrongType)).toBeInTheDocument();
    expect(within(q).getByLabelText('Upload an image')).toHaveAttribute('aria-invalid', 'true');
    expect(within(q).getByLabelText('Image URL')).toHaveValue('');
  });

  it('says so on a class that is not a quiz, without offering the form', async () => {
    renderAdmin('/admin/courses/3/classes/100/quiz');
    expect(await screen.findByText(QUIZ_AUTHOR_MESSAGES.notQuizClass)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quiz' })).not.toBeInTheDocument();
  });
});
