// My certificates and the course page's Certificate section (decision 135), as a student meets
// them: cards by their course, facts by their labels, the PDF saved with the bearer token, the
// API's own words when it refuses, and no progress request for a student who is not enrolled.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore, BRAND_NAME, DataProvider } from 'mfe-shared';
import LmsRoutes from '../src/app/lms-routes';
import { MARK_COMPLETE } from '../src/config/texts';
import { useCertificateProgress } from '../src/features/certificates/api/get-certificate-progress';
import { CERTIFICATE_MESSAGES } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import {
  CERTIFICATE_ISSUED,
  CERTIFICATES_HEADING,
  classesComplete,
  DOWNLOAD_CERTIFICATE,
  MY_CERTIFICATES_LINK,
  NO_CERTIFICATES,
  VERIFICATION_PAGE,
} from '../src/features/certificates/certificate-texts';
import { certificate, certificateProgress, classDetail, continueData, details, student } from './fixtures';
import { attempt, overview, QUIZ_CLASS_ID, quizClassDetail, quizCourse, result } from './quiz-fixtures';
import { renderPortal } from './render-portal';
import { QUIZ_TEXTS } from '../src/features/class-viewer/components/quiz/quiz-texts';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

const pdfResponse = (disposition: string | null) =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(disposition ? { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } : { 'Content-Type': 'application/pdf' }),
    blob: async () => new Blob(['%PDF-1.7 certificate'], { type: 'application/pdf' }),
    text: async () => '%PDF-1.7 certificate',
  }) as unknown as Response;

/** Saving goes through an object URL and a clicked download link; jsdom has neither. */
function captureDownloads() {
  const saved: Array<{ href: string; download: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

async function openCertificates(results: unknown[]) {
  route('GET /lms/certificates', () => jsonResponse({ results }));
  renderPortal('/lms/certificates');
  expect(await screen.findByRole('heading', { level: 1, name: CERTIFICATES_HEADING })).toBeInTheDocument();
}

const revoked = certificate({
  id: 'ZyXwVuTsRqPoNmLkJiHgFe',
  number: 'SAPA-CERT-2026-000003',
  course_id: 4,
  course_title: 'SAP MM Essentials',
  issued_at: '2026-01-10T06:00:00Z',
  status: 'revoked',
  revoked_at: '2026-04-01T10:00:00Z',
  verify_url: 'https://academy.example/certificates/ZyXwVuTsRqPoNmLkJiHgFe',
});

const cards = () => within(screen.getByRole('list', { name: CERTIFICATES_HEADING })).getAllByRole('article');
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('My certificates', () => {
  it('lists each certificate as a card: course, number, issue date in India, Valid or Revoked on <date>, the PDF while valid, the verification page', async () => {
    await openCertificates([certificate(), revoked]);
    expect(document.title).toBe(`My certificates · ${BRAND_NAME}`);
    const [valid, gone] = cards();
    expect(valid).toHaveAccessibleName('SAP FICO Foundations');
    expect(within(valid!).getByRole('heading', { level: 2, name: 'SAP FICO Foundations' })).toBeInTheDocument();
    // 20:00 UTC on 5 March is 6 March in India.
    expect(facts(valid!)).toEqual({ Number: 'SAPA-CERT-2026-000007', Issued: '6 Mar 2026', Status: 'Valid' });
    expect(within(valid!).getByRole('button', { name: DOWNLOAD_CERTIFICATE })).toBeEnabled();
    expect(within(valid!).getByRole('link', { name: VERIFICATION_PAGE })).toHaveAttribute('href', certificate().verify_url);

    expect(gone).toHaveAccessibleName('SAP MM Essentials');
    expect(facts(gone!)).toEqual({ Number: 'SAPA-CERT-2026-000003', Issued: '10 Jan 2026', Status: 'Revoked on 1 Apr 2026' });
    // A revoked certificate's PDF answers 410: no button that can only fail.
    expect(within(gone!).queryByRole('button', { name: DOWNLOAD_CERTIFICATE })).not.toBeInTheDocument();
    expect(within(gone!).getByRole('link', { name: VERIFICATION_PAGE })).toHaveAttribute('href', revoked.verify_url);
  });

  it('without a verify_url the link is the site path /certificates/<id>', async () => {
    await openCertificates([certificate({ verify_url: '' })]);
    expect(screen.getByRole('link', { name: VERIFICATION_PAGE })).toHaveAttribute('href', '/certificates/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('with none: says how to earn one and links to the courses', async () => {
    await openCertificates([]);
    expect(screen.getByText(new RegExp(NO_CERTIFICATES.replace(/\./g, '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/lms');
    expect(screen.queryByRole('list', { name: CERTIFICATES_HEADING })).not.toBeInTheDocument();
  });

  it('downloads the PDF from its own path with the bearer token, under the server filename', async () => {
    const saved = captureDownloads();
    route('GET /lms/certificates/AbCdEfGhIjKlMnOpQrStUv/pdf', () => pdfResponse('attachment; filename="SAPA-CERT-2026-000007.pdf"'));
    await openCertificates([certificate()]);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_CERTIFICATE }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const call = fetchCalls.find((c) => c.url.endsWith('/lms/certificates/AbCdEfGhIjKlMnOpQrStUv/pdf'));
    expect(call).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(saved[0]).toMatchObject({ href: 'blob:test/1', download: 'SAPA-CERT-2026-000007.pdf' });
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a Content-Disposition the certificate number names the file', async () => {
    const saved = captureDownloads();
    route('GET /lms/certificates/AbCdEfGhIjKlMnOpQrStUv/pdf', () => pdfResponse(null));
    await openCertificates([certificate()]);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_CERTIFICATE }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('certificate-SAPA-CERT-2026-000007.pdf');
  });

  it.each([
    [410, CERTIFICATE_MESSAGES.revoked],
    [429, 'Too many requests. Try again in a minute.'],
  ])('a %i is said under the button in the API’s words, and nothing is saved', async (status, detail) => {
    const saved = captureDownloads();
    route('GET /lms/certificates/AbCdEfGhIjKlMnOpQrStUv/pdf', () => jsonResponse({ detail }, status));
    await openCertificates([certificate()]);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_CERTIFICATE }));
    const card = cards()[0]!;
    expect(await within(card).findByRole('alert')).toHaveTextContent(detail);
    expect(saved).toHaveLength(0);
    // The button is usable again for another try.
    expect(within(card).getByRole('button', { name: DOWNLOAD_CERTIFICATE })).toBeEnabled();
  });

  it('shows the error view when the list cannot load', async () => {
    route('GET /lms/certificates', () => jsonResponse({ detail: 'down' }, 500));
    renderPortal('/lms/certificates');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error Error' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the course page’s Certificate section', () => {
  const section = () => screen.findByRole('region', { name: 'Certificate' });
  const progressCalls = () => fetchCalls.filter((c) => c.url.includes('/lms/certificates'));

  async function openCourse(results: unknown[]) {
    route('GET /lms/course/3', () => jsonResponse(details(true)));
    route('GET /lms/certificates/progress', () => jsonResponse({ results }));
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
  }

  it('enrolled: how many classes are complete', async () => {
    await openCourse([certificateProgress({ course_id: 4, classes_completed: 9 }), certificateProgress()]);
    // This course's entry, not another enrolment's.
    expect(await within(await section()).findByText(classesComplete(2, 3))).toBeInTheDocument();
    expect(await section()).toHaveTextContent('2 of 3 classes complete');
    expect(await section()).not.toHaveTextContent('Final quiz');
    expect(progressCalls()).toHaveLength(1);
  });

  it('with a final quiz: its pass mark and the best score so far', async () => {
    await openCourse([certificateProgress({ final_quiz: { class_id: 110, pass_mark: 70, best_percent: 55, passed: false } })]);
    expect(await within(await section()).findByText('Final quiz: pass with 70% or more. Your best score: 55%.')).toBeInTheDocument();
  });

  it('a passed final quiz says so while a class is still open', async () => {
    await openCourse([certificateProgress({ final_quiz: { class_id: 110, pass_mark: 70, best_percent: 90, passed: true } })]);
    const box = await section();
    expect(await within(box).findByText('Final quiz: pass with 70% or more. Passed.')).toBeInTheDocument();
    expect(box).toHaveTextContent('2 of 3 classes complete');
    expect(within(box).queryByText(CERTIFICATE_ISSUED)).not.toBeInTheDocument();
  });

  it('a final quiz not attempted yet, on a course whose classes are not a rule', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(true)));
    route('GET /lms/certificates/progress', () =>
      jsonResponse({
        results: [certificateProgress({ require_all_classes: false, final_quiz: { class_id: 110, pass_mark: 60, best_percent: null, passed: false } })],
      }),
    );
    renderPortal('/lms/course/3');
    expect(await within(await section()).findByText('Final quiz: pass with 60% or more. Not attempted yet.')).toBeInTheDocument();
    // Classes are not a rule of this course, so they are not counted.
    expect(await section()).not.toHaveTextContent('classes complete');
  });

  it('issued: says so and links to My certificates and the verification page', async () => {
    await openCourse([
      certificateProgress({
        classes_completed: 3,
        final_quiz: { class_id: 110, pass_mark: 70, best_percent: 80, passed: true },
        eligible: true,
        certificate_id: 'AbCdEfGhIjKlMnOpQrStUv',
      }),
    ]);
    const box = await section();
    expect(await within(box).findByText(CERTIFICATE_ISSUED)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: MY_CERTIFICATES_LINK })).toHaveAttribute('href', '/lms/certificates');
    expect(within(box).getByRole('link', { name: VERIFICATION_PAGE })).toHaveAttribute('href', '/certificates/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('not enrolled: no section and no progress request; once joined, the section asks for it', async () => {
    let enrolled = false;
    route('GET /lms/course/3', () => jsonResponse(details(enrolled, { price: 0 })));
    route('POST /lms/course/3/join', () => {
      enrolled = true;
      return jsonResponse({ status: 'enrolled', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
    });
    route('GET /lms/certificates/progress', () => jsonResponse({ results: [certificateProgress({ classes_completed: 0 })] }));
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
    expect(screen.queryByRole('region', { name: 'Certificate' })).not.toBeInTheDocument();
    expect(progressCalls()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /^Enroll Now for/ }));
    expect(await within(await section()).findByText(classesComplete(0, 3))).toBeInTheDocument();
    expect(progressCalls()).toHaveLength(1);
  });
});

describe('the class viewer and the certificate progress', () => {
  /** A progress read on screen beside the viewer, as a future panel would hold one. */
  function ProgressProbe() {
    const { data } = useCertificateProgress();
    const entry = data?.results[0];
    if (!entry) return <p>probe: loading</p>;
    if (entry.final_quiz) return <p>{entry.final_quiz.passed ? 'probe: quiz passed' : 'probe: quiz not passed'}</p>;
    return <p>{`probe: ${classesComplete(entry.classes_completed, entry.classes_total)}`}</p>;
  }

  function renderViewerWithProbe() {
    authStore.getState().setToken('tok');
    authStore.getState().setSession(student());
    render(
      <MemoryRouter initialEntries={['/lms/course/3/classes/55']}>
        <DataProvider>
          <ProgressProbe />
          <Routes>
            <Route path="/lms/*" element={<LmsRoutes />} />
          </Routes>
        </DataProvider>
      </MemoryRouter>,
    );
  }

  it('Mark as complete asks for the progress again (the Certificates tag); opening a class does not', async () => {
    let completed = 1;
    route('GET /lms/certificates/progress', () => jsonResponse({ results: [certificateProgress({ classes_completed: completed })] }));
    route('GET /lms/course/3/continue/55', () => jsonResponse(continueData()));
    route('GET /lms/course/3/class/100', () => jsonResponse(classDetail(100, 'Welcome and system access')));
    route('GET /lms/course/3/class/110', () => jsonResponse(classDetail(110, 'Chart of accounts')));
    route('PUT /lms/course/3/class/100/progress', () => {
      completed = 2;
      return jsonResponse({ class_id: 100, progress_status: 2, progress: { completed: 2, total: 3, percent: 67 } });
    });
    route('PUT /lms/course/3/class/110/progress', () => jsonResponse({ class_id: 110, progress_status: 1, progress: { completed: 2, total: 3, percent: 67 } }));
    renderViewerWithProbe();
    expect(await screen.findByText('probe: 1 of 3 classes complete')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: MARK_COMPLETE }));
    expect(await screen.findByText('probe: 2 of 3 classes complete')).toBeInTheDocument();
    const progressCalls = () => fetchCalls.filter((c) => c.url.endsWith('/lms/certificates/progress'));
    expect(progressCalls()).toHaveLength(2);

    // Opening a class saves "in progress", which meets no rule: nothing more is asked.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Classes' })).getByRole('button', { name: /Chart of accounts/ }));
    await screen.findByRole('heading', { name: 'Chart of accounts' });
    await waitFor(() => expect(fetchCalls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ status: 2 }, { status: 1 }]));
    expect(progressCalls()).toHaveLength(2);
  });

  it('a passed quiz asks for the progress again (the Certificates tag)', async () => {
    let passed = false;
    const quiz = `/lms/course/3/class/${QUIZ_CLASS_ID}/quiz`;
    route('GET /lms/certificates/progress', () =>
      jsonResponse({ results: [certificateProgress({ final_quiz: { class_id: QUIZ_CLASS_ID, pass_mark: 60, best_percent: passed ? 75 : null, passed } })] }),
    );
    route('GET /lms/course/3/continue/55', () => jsonResponse(quizCourse(passed)));
    route(`GET /lms/course/3/class/${QUIZ_CLASS_ID}`, () => jsonResponse(quizClassDetail()));
    route(`GET ${quiz}`, () => jsonResponse(overview()));
    route(`POST ${quiz}/attempts`, () => jsonResponse(attempt(), 201));
    route(`POST ${quiz}/attempts/8/submit`, () => {
      passed = true;
      return jsonResponse(result(true));
    });
    renderViewerWithProbe();
    expect(await screen.findByText('probe: quiz not passed')).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByRole('region', { name: QUIZ_TEXTS.rulesHeading }, { timeout: 5000 })).getByRole('button', { name: QUIZ_TEXTS.retake }),
    );
    const form = await screen.findByRole('form', { name: QUIZ_TEXTS.attemptHeading });
    await userEvent.click(within(form).getByRole('radio', { name: 'ME21N' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Currency' }));
    await userEvent.type(within(form).getByRole('textbox', { name: QUIZ_TEXTS.answerLabel }), 'SKA1');
    await userEvent.click(within(form).getByRole('button', { name: QUIZ_TEXTS.submit }));
    await screen.findByRole('heading', { level: 2, name: QUIZ_TEXTS.resultHeading });
    expect(await screen.findByText('probe: quiz passed')).toBeInTheDocument();
  });
});
