// The public certificate verification page (decision 208): the facts a recruiter checks, the
// status in words and colour, LinkedIn's add-to-profile link only for a valid certificate, and
// the page's answers when the certificate is unknown or cannot be checked; from the page
// server's data (the HTML it renders) and from the browser's own request (a page it did not).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BRAND_NAME, PAGE_DATA_ELEMENT_ID, PageDataContext, theme, type PageData } from 'mfe-shared';
import type { PublicCertificate } from 'mfe-shared/contracts';
import MarketingRoutes from '../src/app/marketing-routes';
import { LINKEDIN_TEXT, NOT_FOUND_SENTENCE, REVOKED_SENTENCE, UNAVAILABLE_SENTENCE } from '../src/features/certificates/certificate-texts';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const PATH = `/certificates/${ID}`;

const certificate = (over: Partial<PublicCertificate> = {}): PublicCertificate => ({
  id: ID,
  number: 'VEA-2026-000042',
  name: 'Meera Nair',
  course_title: 'SAP MM (Materials Management)',
  // 31 Dec 2026, 20:00 UTC is already 1 January 2027 in India: the page and LinkedIn say so.
  issued_at: '2026-12-31T20:00:00.000Z',
  status: 'valid',
  revoked_at: null,
  verify_url: `https://www.example.test${PATH}`,
  ...over,
});

async function renderPage(path: string, pageData: PageData | null = null) {
  await act(async () => {
    render(
      <PageDataContext.Provider value={pageData}>
        <MemoryRouter initialEntries={[path]}>
          <MarketingRoutes />
        </MemoryRouter>
      </PageDataContext.Provider>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('a valid certificate', () => {
  beforeEach(() => renderPage(PATH, { path: PATH, status: 'found', data: certificate() }));

  it('shows one heading, the facts as a description list and the status in words', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Certificate VEA-2026-000042' });
    expect(card.querySelector('dl')).toContainElement(fact('Name'));
    expect(fact('Name')).toHaveTextContent('Meera Nair');
    expect(fact('Course')).toHaveTextContent('SAP MM (Materials Management)');
    expect(fact('Certificate number')).toHaveTextContent('VEA-2026-000042');
    expect(fact('Issued on')).toHaveTextContent('1 Jan 2027');
    const status = within(fact('Status')).getByText('Valid');
    expect(status).toHaveStyle({ color: theme.color.success });
    expect(screen.queryByText(REVOKED_SENTENCE)).not.toBeInTheDocument();
  });

  it("links to LinkedIn's add-to-profile form with the certification's name, organisation, India month, address and number", () => {
    const link = screen.getByRole('link', { name: LINKEDIN_TEXT });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'SAP MM (Materials Management)',
      organizationName: BRAND_NAME,
      issueYear: '2027',
      issueMonth: '1',
      certUrl: `https://www.example.test${PATH}`,
      certId: 'VEA-2026-000042',
    });
  });

  it('sets its own title, Open Graph tags and canonical address, and asks search engines not to index it', () => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toContain('SAP MM (Materials Management)');
    expect(meta('meta[property="og:title"]')).toContain('SAP MM (Materials Management)');
    expect(meta('meta[property="og:url"]')).toBe(`https://www.example.test${PATH}`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `https://www.example.test${PATH}`);
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });
});

it('a revoked certificate says so in words and in the danger colour, and offers no LinkedIn link', async () => {
  await renderPage(PATH, { path: PATH, status: 'found', data: certificate({ status: 'revoked', revoked_at: '2027-02-10T06:00:00.000Z' }) });
  const status = within(fact('Status')).getByText('Revoked on 10 Feb 2027');
  expect(status).toHaveStyle({ color: theme.color.danger });
  expect(screen.getByRole('note')).toHaveTextContent(REVOKED_SENTENCE);
  expect(screen.queryByRole('link', { name: LINKEDIN_TEXT })).not.toBeInTheDocument();
});

it('an unknown certificate gets a page that says so and how to find it, not the facts of any other', async () => {
  await renderPage(PATH, { path: PATH, status: 'not-found' });
  expect(screen.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND_SENTENCE);
  expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByRole('definition')).not.toBeInTheDocument();
});

it('a certificate the API could not give says to try again, with a link to this page', async () => {
  await renderPage(PATH, { path: PATH, status: 'unavailable' });
  expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_SENTENCE);
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', PATH);
});

it("the server's data for another certificate is never shown for this one", async () => {
  const other = '/certificates/ZZZZZZZZZZZZZZZZZZZZZZ';
  route(`GET /site/certificates/${ID}`, () => jsonResponse(certificate({ name: 'Ravi Kumar' })));
  await renderPage(PATH, { path: other, status: 'found', data: certificate({ name: 'Someone Else' }) });
  expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
  expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
});

describe('a page the server did not render fetches the certificate itself', () => {
  it('shows it', async () => {
    const id = 'BbCdEfGhIjKlMnOpQrStUv';
    route(`GET /site/certificates/${id}`, () => jsonResponse(certificate({ id, status: 'revoked', revoked_at: '2027-03-01T00:00:00.000Z' })));
    await renderPage(`/certificates/${id}`);
    expect(await screen.findByText('Revoked on 1 Mar 2027')).toBeInTheDocument();
  });

  it("says an unknown one is not found (the API's 404)", async () => {
    const id = 'CbCdEfGhIjKlMnOpQrStUv';
    route(`GET /site/certificates/${id}`, () => jsonResponse({ detail: 'Certificate not found.' }, 404));
    await renderPage(`/certificates/${id}`);
    expect(await screen.findByText(NOT_FOUND_SENTENCE)).toBeInTheDocument();
  });

  it('reads the data the page server embedded in the page while it hydrates', async () => {
    const script = document.createElement('script');
    script.id = PAGE_DATA_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({ path: PATH, status: 'found', data: certificate({ name: 'Embedded Name' }) });
    document.body.append(script);
    await renderPage(PATH);
    expect(fact('Name')).toHaveTextContent('Embedded Name');
  });
});
