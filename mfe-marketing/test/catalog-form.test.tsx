import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_FILE_NAME, MESSAGES, siteApi } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { CATALOG_MESSAGES } from '../src/config/spec-constants';
import { FIRST_TOUCH_KEY } from '../src/features/leads/first-touch';
import LeadForm, { LEAD_FAILED, LEAD_FIELDS_REFUSED, LEAD_FORM_TEXT } from '../src/features/leads/lead-form';

let saved: Array<{ download: string; href: string }> = [];

/** The API's catalogue (GET /catalogue.pdf, decision 207) as the browser receives it. */
const pdfResponse = (status = 200) =>
  ({
    ok: status === 200,
    status,
    statusText: String(status),
    headers: new Headers({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${CATALOGUE_FILE_NAME}"` }),
    blob: async () => new Blob(['%PDF-1.3 catalogue'], { type: 'application/pdf' }),
    text: async () => (status === 200 ? '%PDF-1.3 catalogue' : JSON.stringify({ detail: 'The catalogue is unavailable.' })),
  }) as unknown as Response;

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:catalog');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot navigate to a download; record what would have been saved instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});

const fill = async (name: string, email: string, mobile = '') => {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (mobile) await userEvent.type(screen.getByLabelText('Mobile (optional)'), mobile);
  await userEvent.click(screen.getByRole('button', { name: LEAD_FORM_TEXT.catalog.submit }));
};

describe('catalog download form (SPEC §5)', () => {
  it('uses the exact §5 messages', () => {
    expect(CATALOG_MESSAGES).toEqual({ nameRequired: 'Name is required!', emailInvalid: 'A valid email is required' });
    expect([MESSAGES.name, MESSAGES.leadEmail]).toEqual([CATALOG_MESSAGES.nameRequired, CATALOG_MESSAGES.emailInvalid]);
  });

  it('an empty form says the name is required and the email is invalid, and sends nothing', async () => {
    render(<LeadForm kind="catalog" />);
    await fill('', '');
    expect(await screen.findByText(CATALOG_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOG_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(CATALOG_MESSAGES.nameRequired);
    expect(fetchCalls).toHaveLength(0);
  });

  it('a name of spaces is trimmed to nothing and refused; a bad email is refused', async () => {
    render(<LeadForm kind="catalog" />);
    await fill('   ', 'not-an-email');
    expect(await screen.findByText(CATALOG_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(CATALOG_MESSAGES.emailInvalid);
    expect(fetchCalls).toHaveLength(0);
  });

  it('sends the lead with the page and first-touch UTM, then downloads the API’s PDF catalogue', async () => {
    localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ utm_source: 'google', utm_campaign: 'sap-fico' }));
    window.history.replaceState(null, '', '/training/individual');
    route('POST /leads', () => jsonResponse({ detail: 'Thank you.' }, 202));
    route(`GET ${siteApi.cataloguePdf()}`, () => pdfResponse());
    render(<LeadForm kind="catalog" />);
    await fill(' Ananya ', 'ananya@example.com', '98450 00000');

    expect(await screen.findByRole('status')).toHaveTextContent(LEAD_FORM_TEXT.catalog.done);
    await waitFor(() => expect(saved).toHaveLength(1));
    // The lead first, then the file: nobody downloads before the lead is accepted.
    expect(fetchCalls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['POST /leads', `GET ${siteApi.cataloguePdf()}`]);
    expect(fetchCalls[0]!.body).toEqual({
      type: 'catalog',
      name: 'Ananya',
      email: 'ananya@example.com',
      mobile: '98450 00000',
      page: '/training/individual',
      utm_source: 'google',
      utm_campaign: 'sap-fico',
    });
    expect(saved).toEqual([{ download: CATALOGUE_FILE_NAME, href: 'blob:catalog' }]);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('a catalogue that fails to download says so, keeps the lead, and downloads on a retry', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Thank you.' }, 202));
    route(`GET ${siteApi.cataloguePdf()}`, () => pdfResponse(503));
    render(<LeadForm kind="catalog" />);
    await fill('Ananya', 'ananya@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_FORM_TEXT.catalog.downloadFailed);
    expect(saved).toEqual([]);

    route(`GET ${siteApi.cataloguePdf()}`, () => pdfResponse());
    await userEvent.click(screen.getByRole('button', { name: LEAD_FORM_TEXT.catalog.retry }));
    await waitFor(() => expect(saved).toEqual([{ download: CATALOGUE_FILE_NAME, href: 'blob:catalog' }]));
    // One lead only: the retry asks for the file, not for the form again.
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure keeps the input and says what happened; no download', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Too many requests' }, 429));
    render(<LeadForm kind="catalog" />);
    await fill('Ananya', 'ananya@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_FAILED);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Name')).toHaveValue('Ananya');
    expect(screen.getByLabelText('Email')).toHaveValue('ananya@example.com');
    expect(saved).toEqual([]);
  });

  it('a field the API refuses (body.mobile) is marked under that field; no download', async () => {
    route('POST /leads', () =>
      jsonResponse(
        { detail: 'Text contains characters that are not allowed.', fields: { 'body.mobile': 'Text contains characters that are not allowed.' } },
        422,
      ),
    );
    render(<LeadForm kind="catalog" />);
    await fill('Ananya', 'ananya@example.com', '<b>98450</b>');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_FIELDS_REFUSED);
    expect(screen.getByLabelText('Mobile (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile (optional)')).toHaveAccessibleDescription('Text contains characters that are not allowed.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(saved).toEqual([]);
  });

  it('the webinar form registers a webinar lead', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Thank you.' }, 202));
    render(<LeadForm kind="webinar" subject="Free SAP career webinar" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.click(screen.getByRole('button', { name: LEAD_FORM_TEXT.webinar.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(LEAD_FORM_TEXT.webinar.done);
    expect(fetchCalls[0]!.body).toMatchObject({ type: 'webinar', name: 'Ravi', email: 'ravi@example.com', subject: 'Free SAP career webinar' });
    expect(saved).toEqual([]);
    await act(async () => undefined);
  });
});
