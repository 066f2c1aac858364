// The student's side of a quiz class (decision 130), through the portal as a student meets it:
// the API faked at its documented paths, queries by role and label.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_MESSAGES } from 'mfe-shared/contracts';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { MARK_COMPLETE } from '../src/config/texts';
import { QUIZ_TEXTS, UNANSWERED_DESCRIPTION, unansweredTitle } from '../src/features/class-viewer/components/quiz/quiz-texts';
import { SIDEBAR_COOKIE } from '../src/config/constants';
import { EXPLANATIONS, LONG_OPTION, PROMPTS, QUIZ_TITLE, attempt, overview, quizClassDetail, quizCourse, result, summary } from './quiz-fixtures';
import { renderPortal } from './render-portal';

const QUIZ = '/lms/course/3/class/100/quiz';

function serveQuizCourse(quiz = overview()) {
  const state = { passed: false };
  route('GET /lms/course/3/continue/55', () => jsonResponse(quizCourse(state.passed)));
  route('GET /lms/course/3/class/100', () => jsonResponse(quizClassDetail()));
  route(`GET ${QUIZ}`, () => jsonResponse(quiz));
  return state;
}

const classButton = (name: string) => within(screen.getByRole('navigation', { name: 'Classes' })).getByRole('button', { name: new RegExp(name) });
const submitCalls = () => fetchCalls.filter((call) => call.method === 'POST' && call.url.endsWith('/submit'));

/**
 * The quiz's overview, once its lazy chunk and its read have arrived. The chunk is compiled on
 * first use in a test run, which on a busy machine takes longer than a query's default second.
 */
const quizOverview = () => screen.findByRole('region', { name: QUIZ_TEXTS.rulesHeading }, { timeout: 5000 });

async function startAttempt(served = attempt()) {
  route(`POST ${QUIZ}/attempts`, () => jsonResponse(served, 201));
  await userEvent.click(within(await quizOverview()).getByRole('button', { name: QUIZ_TEXTS.retake }));
  return screen.findByRole('form', { name: QUIZ_TEXTS.attemptHeading });
}

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a quiz class before an attempt', () => {
  it('shows the rules and the attempt history in India time instead of a video, and no Mark as complete', async () => {
    serveQuizCourse(
      overview({
        time_limit_seconds: 600,
        attempts_left: 1,
        attempts: [summary({ id: 9, number: 2, score: 3, passed: true, submitted_at: '2026-11-21T12:00:00.000Z' }), summary()],
      }),
    );
    renderPortal('/lms/course/3/classes/55');
    const rules = await quizOverview();
    // Opening the class does not move the focus into the quiz.
    expect(within(rules).getByRole('heading', { level: 2, name: QUIZ_TEXTS.rulesHeading })).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: QUIZ_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MARK_COMPLETE })).not.toBeInTheDocument();
    expect(screen.getByText(QUIZ_MESSAGES.passToComplete)).toBeInTheDocument();

    const term = (label: string) => within(rules).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term(QUIZ_TEXTS.passMark)).toHaveTextContent('60%');
    expect(term(QUIZ_TEXTS.attempts)).toHaveTextContent('2 of 3 used');
    expect(term(QUIZ_TEXTS.timeLimit)).toHaveTextContent('10 min');
    expect(term(QUIZ_TEXTS.questions)).toHaveTextContent('3 (4 points)');

    const history = within(rules).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent(`Attempt 2: 3 of 4 points · ${QUIZ_TEXTS.passed} · ${formatIndiaDateTime('2026-11-21T12:00:00.000Z')} IST`);
    expect(history[1]).toHaveTextContent(`Attempt 1: 1 of 4 points · ${QUIZ_TEXTS.failed} · ${formatIndiaDateTime('2026-11-20T04:40:00.000Z')} IST`);
    expect(history[1]).toHaveTextContent('20 Nov 2026, 10:10 am IST');
    expect(within(rules).getByRole('button', { name: QUIZ_TEXTS.retake })).toBeEnabled();
  });

  it('offers "Start quiz" before any attempt, and no start once every attempt is used', async () => {
    serveQuizCourse(overview({ attempts: [], attempts_left: 3 }));
    const { unmount } = renderPortal('/lms/course/3/classes/55');
    expect(within(await quizOverview()).getByRole('button', { name: QUIZ_TEXTS.start })).toBeInTheDocument();
    expect(screen.getByText(QUIZ_TEXTS.noAttempts)).toBeInTheDocument();
    unmount();

    serveQuizCourse(overview({ attempt_limit: 1, attempts_left: 0 }));
    renderPortal('/lms/course/3/classes/55');
    expect(await screen.findByText(QUIZ_TEXTS.noAttemptsLeft)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.retake })).not.toBeInTheDocument();
  });
});

describe('taking the quiz', () => {
  it('starts an attempt: every question in its fieldset, with its image, and nothing of the answers', async () => {
    serveQuizCourse();
    const leaked = attempt();
    // Even a response carrying solutions shows none: the contract's schema drops what it does not name.
    const served = {
      ...leaked,
      questions: leaked.questions.map((q) => ({ ...q, explanation: 'SECRET EXPLANATION', correct_option_ids: [1], accepted_answers: ['SKA1'] })),
    };
    route(`POST ${QUIZ}/attempts`, () => jsonResponse(served, 201));
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(within(await quizOverview()).getByRole('button', { name: QUIZ_TEXTS.retake }));
    const form = await screen.findByRole('form', { name: QUIZ_TEXTS.attemptHeading });
    expect(fetchCalls.find((call) => call.method === 'POST')?.url).toMatch(/\/lms\/course\/3\/class\/100\/quiz\/attempts$/);
    expect(within(form).getByRole('heading', { level: 2, name: QUIZ_TEXTS.attemptHeading })).toHaveFocus();

    const single = within(form).getByRole('group', { name: new RegExp(PROMPTS.single) });
    expect(single).toHaveAccessibleName(`Question 1 of 3 · 1 point · ${QUIZ_TEXTS.chooseOne} ${PROMPTS.single}`);
    expect(within(single).getByRole('img', { name: PROMPTS.single })).toHaveAttribute('src', 'https://cdn.example.com/quiz/me21n.png');
    expect(within(single).getAllByRole('radio')).toHaveLength(2);
    expect(within(single).getByRole('radio', { name: 'ME21N' })).not.toBeChecked();

    const multiple = within(form).getByRole('group', { name: new RegExp(PROMPTS.multiple) });
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(multiple).getByRole('checkbox', { name: LONG_OPTION })).toBeInTheDocument();
    expect(within(multiple).queryByRole('img')).not.toBeInTheDocument();

    const text = within(form).getByRole('group', { name: new RegExp(PROMPTS.text) });
    expect(within(text).getByRole('textbox', { name: QUIZ_TEXTS.answerLabel })).toHaveValue('');

    expect(document.body).not.toHaveTextContent('SECRET EXPLANATION');
    expect(document.body).not.toHaveTextContent('SKA1');
    expect(screen.queryByText(QUIZ_TEXTS.correct)).not.toBeInTheDocument();
    // An untimed quiz has no countdown.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('submits the answers, shows the score against the pass mark with each explanation, focuses the result and ticks the class off', async () => {
    const state = serveQuizCourse();
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt();
    route(`POST ${QUIZ}/attempts/8/submit`, () => {
      state.passed = true;
      return jsonResponse(result(true));
    });
    await userEvent.click(within(form).getByRole('radio', { name: 'ME21N' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Currency' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: LONG_OPTION }));
    await userEvent.type(within(form).getByRole('textbox', { name: QUIZ_TEXTS.answerLabel }), '  SKB1 ');
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));

    const heading = await screen.findByRole('heading', { level: 2, name: QUIZ_TEXTS.resultHeading });
    expect(submitCalls()).toHaveLength(1);
    expect(submitCalls()[0]!.body).toEqual({
      answers: [
        { question_id: 31, option_ids: [1] },
        { question_id: 32, option_ids: [1, 2] },
        { question_id: 33, value: 'SKB1' },
      ],
    });
    expect(heading).toHaveFocus();
    const outcome = screen.getByRole('region', { name: QUIZ_TEXTS.resultHeading });
    expect(outcome).toHaveTextContent(`${QUIZ_TEXTS.passed} · 3 of 4 points (75%) · Pass mark 60%`);

    const answerOf = (prompt: string) => within(outcome).getByRole('article', { name: new RegExp(prompt) });
    expect(answerOf(PROMPTS.single)).toHaveTextContent(QUIZ_TEXTS.correct);
    expect(answerOf(PROMPTS.single)).toHaveTextContent(`${QUIZ_TEXTS.explanation}: ${EXPLANATIONS.single}`);
    expect(within(answerOf(PROMPTS.single)).getByRole('img', { name: PROMPTS.single })).toBeInTheDocument();
    expect(answerOf(PROMPTS.multiple)).toHaveTextContent(EXPLANATIONS.multiple);
    const missed = answerOf(PROMPTS.text);
    expect(missed).toHaveTextContent(QUIZ_TEXTS.incorrect);
    expect(missed).toHaveTextContent(`${QUIZ_TEXTS.yourAnswer}: SKB1`);
    expect(missed).toHaveTextContent(`${QUIZ_TEXTS.correctAnswer}: SKA1`);
    expect(missed).toHaveTextContent(EXPLANATIONS.text);

    // The pass completed the class on the server: the sidebar's outline and progress read it again.
    expect(await within(classButton(QUIZ_TITLE)).findByRole('img', { name: 'completed' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '67');
    // Reading the class again keeps the result on screen.
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_TEXTS.resultHeading })).toBeInTheDocument();
  });

  it('asks before submitting with questions unanswered, and sends only the answered ones', async () => {
    serveQuizCourse();
    route(`POST ${QUIZ}/attempts/8/submit`, () => jsonResponse(result(false)));
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt();
    await userEvent.click(within(form).getByRole('radio', { name: 'VA01' }));
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));

    const dialog = await screen.findByRole('alertdialog', { name: unansweredTitle(2) });
    expect(dialog).toHaveTextContent(UNANSWERED_DESCRIPTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(submitCalls()).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));
    await userEvent.click(await screen.findByRole('button', { name: QUIZ_TEXTS.submitAnyway }));
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_TEXTS.resultHeading })).toHaveFocus();
    expect(submitCalls()[0]!.body).toEqual({ answers: [{ question_id: 31, option_ids: [2] }] });
    expect(screen.getByRole('region', { name: QUIZ_TEXTS.resultHeading })).toHaveTextContent(`${QUIZ_TEXTS.failed} · 1 of 4 points (25%)`);
    // A failed attempt completes nothing.
    expect(within(classButton(QUIZ_TITLE)).queryByRole('img', { name: 'completed' })).not.toBeInTheDocument();
  });

  it('shows the API refusal of a late submission and leaves only the way back', async () => {
    serveQuizCourse();
    route(`POST ${QUIZ}/attempts/8/submit`, () => jsonResponse({ detail: QUIZ_MESSAGES.expired }, 409));
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt();
    await userEvent.click(within(form).getByRole('radio', { name: 'ME21N' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Currency' }));
    await userEvent.type(within(form).getByRole('textbox', { name: QUIZ_TEXTS.answerLabel }), 'SKA1');
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.expired);
    expect(within(form).getByRole('button', { name: QUIZ_TEXTS.submit })).toBeDisabled();
    route(`GET ${QUIZ}`, () =>
      jsonResponse(
        overview({ attempts_left: 1, attempts: [summary({ id: 8, number: 2, status: 'expired', submitted_at: null, score: null, passed: null }), summary()] }),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.backToQuiz }));
    const rules = await screen.findByRole('region', { name: QUIZ_TEXTS.rulesHeading });
    expect(within(rules).getByRole('heading', { level: 2, name: QUIZ_TEXTS.rulesHeading })).toHaveFocus();
    expect(await within(rules).findByText(/Attempt 2: Time ran out/)).toBeInTheDocument();
  });

  it('shows a 422 refusal detail and keeps the form for another try', async () => {
    serveQuizCourse();
    route(`POST ${QUIZ}/attempts/8/submit`, () => jsonResponse({ detail: 'Question 31 has no option 9.' }, 422));
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt();
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));
    await userEvent.click(await screen.findByRole('button', { name: QUIZ_TEXTS.submitAnyway }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Question 31 has no option 9.');
    expect(within(form).getByRole('button', { name: QUIZ_TEXTS.submit })).toBeEnabled();
  });

  it('continues an open attempt from the history instead of starting a new one', async () => {
    serveQuizCourse(overview({ attempts: [summary({ id: 8, number: 2, status: 'open', submitted_at: null, score: null, passed: null }), summary()] }));
    route(`GET ${QUIZ}/attempts/8`, () => jsonResponse(attempt()));
    renderPortal('/lms/course/3/classes/55');
    await userEvent.click(within(await quizOverview()).getByRole('button', { name: QUIZ_TEXTS.resume }));
    expect(await screen.findByRole('form', { name: QUIZ_TEXTS.attemptHeading })).toBeInTheDocument();
    expect(fetchCalls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('a timed attempt (the server deadline decides)', () => {
  it('counts down from the deadline the API gave, speaks at a few thresholds only, and submits what was answered at zero', async () => {
    // The device's clock runs 3 minutes ahead of the server's: the countdown still gives the
    // server's 10 minutes, counted from when the attempt arrived.
    jest.useFakeTimers({ now: new Date('2026-11-27T10:03:00.000Z'), advanceTimers: true });
    serveQuizCourse(overview({ time_limit_seconds: 600 }));
    route(`POST ${QUIZ}/attempts/8/submit`, () => jsonResponse(result(false)));
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt(attempt({ started_at: '2026-11-27T10:00:00.000Z', deadline_at: '2026-11-27T10:10:00.000Z' }));
    const timer = within(form).getByRole('timer', { name: QUIZ_TEXTS.timeLeft });
    expect(timer).toHaveTextContent('10:00');
    const live = within(form).getByRole('status');
    expect(live).toHaveTextContent('10 minutes left');

    await userEvent.click(within(form).getByRole('radio', { name: 'ME21N' }));
    act(() => jest.advanceTimersByTime(61_000));
    expect(timer.textContent).toMatch(/8:5\d/);
    // Not every second: the words stay as they were until the 5-minute mark.
    expect(live).toHaveTextContent(/^10 minutes left$/);
    act(() => jest.advanceTimersByTime(240_000));
    expect(live).toHaveTextContent('5 minutes left');
    act(() => jest.advanceTimersByTime(240_000));
    expect(live).toHaveTextContent('1 minute left');
    expect(submitCalls()).toHaveLength(0);

    act(() => jest.advanceTimersByTime(100_000));
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_TEXTS.resultHeading })).toHaveFocus();
    expect(submitCalls()).toHaveLength(1);
    expect(submitCalls()[0]!.body).toEqual({ answers: [{ question_id: 31, option_ids: [1] }] });
    expect(screen.getByText(QUIZ_TEXTS.submittedAtDeadline)).toBeInTheDocument();
  });

  it('at zero, a late refusal (410) shows its detail', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z'), advanceTimers: true });
    serveQuizCourse(overview({ time_limit_seconds: 60 }));
    route(`POST ${QUIZ}/attempts/8/submit`, () => jsonResponse({ detail: QUIZ_MESSAGES.expired }, 410));
    renderPortal('/lms/course/3/classes/55');
    const form = await startAttempt(attempt({ deadline_at: '2026-11-27T10:01:00.000Z' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(await within(form).findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.expired);
    expect(within(form).getByRole('timer', { name: QUIZ_TEXTS.timeLeft })).toHaveTextContent('0:00');
    expect(submitCalls()).toHaveLength(1);
    // The refusal stops the clock: nothing is sent again.
    act(() => jest.advanceTimersByTime(10_000));
    expect(submitCalls()).toHaveLength(1);
    await waitFor(() => expect(within(form).getByRole('button', { name: QUIZ_TEXTS.backToQuiz })).toBeInTheDocument());
  });
});
