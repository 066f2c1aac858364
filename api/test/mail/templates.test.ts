// Every templated mail renders, server-side, an HTML and a plain-text version that carry what
// the mail is for (the code and its expiry, the name, "if this wasn't you…") inside the brand's
// frame, under a plain subject that never holds the code.
import { BRAND_COLORS, BUSINESS_ADDRESS, BUSINESS_NAME, brandFrom } from '../../src/mail/brand';
import { CODE_TEMPLATES, type MailTemplate, type MailTemplateData } from '../../src/mail/mail-kinds';
import { MailTemplateError, renderMail, type RenderContext } from '../../src/mail/render-mail';
import { TEMPLATE_DATA_SCHEMAS } from '../../src/mail/template-data';
import type { ReceiptDetails } from '../../src/repositories/student-orders';
import { SAMPLE_RECEIPT } from '../helpers/receipt-fixture';
import { testInvoice } from '../helpers/gst';
import type { InvoiceRow } from '../../src/repositories/invoices';

const SITE = 'https://www.vidya.example';
const brand = brandFrom({ contact_email: 'help@vidya.example', phone: '+91 98765 43210' }, `${SITE}/`);
const FORGOT = `${SITE}/lms?action=forgot`;

const receipt: ReceiptDetails = SAMPLE_RECEIPT;

/** A company order's invoice (decision 154): 12 seats of ₹11,800 to a registered company in Maharashtra. */
const COMPANY_INVOICE = {
  ...testInvoice(42, '2026-11-28T10:00:00+05:30', { quantity: 12, unitPrice: 1_180_000, unitPriceIncludesGst: true }),
  id: 9,
  createdAt: new Date('2026-11-28T04:30:00Z'),
} as InvoiceRow;

const context = (loaded: ReceiptDetails | null = receipt, invoice: InvoiceRow | null = COMPANY_INVOICE): RenderContext => ({
  brand,
  loadReceipt: async () => loaded ?? undefined,
  // Only the company order (43) has an invoice here; the receipt's order (42) has none.
  loadInvoice: async (paymentId) => (paymentId === 43 ? (invoice ?? undefined) : undefined),
});

const EVENT_SAMPLE = {
  name: 'Asha Rao',
  eventId: 7,
  sequence: 0,
  title: 'Free SAP webinar: careers in SAP MM',
  description: 'How to start a career in SAP.',
  startsAt: '2027-08-25T06:30:00.000Z',
  endsAt: '2027-08-25T07:30:00.000Z',
  joinUrl: 'https://meet.example.com/sap-careers',
};

const BOOKING = {
  name: 'Zoë Ñúñez',
  kind: 'mock_interview' as const,
  consultantName: 'Kavya Rao',
  invite: {
    uid: 'booking-7@www.vidya.example',
    sequence: 0,
    start: '2026-12-01T13:30:00.000Z',
    end: '2026-12-01T14:30:00.000Z',
    summary: 'Mock interview with Kavya Rao',
  },
};

const SAMPLES: { [K in MailTemplate]: MailTemplateData[K] } = {
  'otp-code': { code: '482913', minutes: 10 },
  'otp-no-account': { purpose: 'reset' },
  'reset-code': { name: 'Asha Rao', code: '550172', minutes: 10 },
  'email-change-code': { name: 'Asha Rao', code: '903115', minutes: 10 },
  'email-changed': { name: 'Asha Rao', newEmail: 'asha.new@example.com', code: 'Undo_Token-0123456789abcdefghijklmnopqrstuv', days: 7 },
  'address-in-use': { purpose: 'sign-up' },
  welcome: { name: 'Zoë Ñúñez' },
  'password-changed': { name: 'Asha Rao', changedAt: '2026-03-05T10:00:00.000Z' },
  receipt: { paymentId: 42 },
  'company-invoice': { companyName: 'Acme Manufacturing Pvt Ltd', courseTitle: 'SAP FICO', seats: 12, paymentId: 43 },
  'assignment-reviewed': {
    name: 'Asha Rao',
    courseTitle: 'SAP MM',
    classTitle: 'Purchase order lab',
    decision: 'returned',
    comment: 'Add the release strategy screen.',
    courseId: 3,
    courseStudentId: 17,
  },
  certificate: { name: 'Zoë Ñúñez', courseTitle: 'SAP MM — Materials Management', certificateId: 'AbCdEfGhIjKlMnOpQrStUv', number: 'SAPA-CERT-2026-000007' },
  'event-registered': EVENT_SAMPLE,
  'event-changed': { ...EVENT_SAMPLE, cancelled: false },
  'event-reminder': EVENT_SAMPLE,
  'event-replay': { ...EVENT_SAMPLE, replayUrl: 'https://replay.example.com/careers-in-sap' },
  'batch-invite': {
    name: 'Asha Rao',
    courseTitle: 'SAP MM',
    batchTitle: 'Evening batch',
    reason: 'enrolled',
    entries: [
      {
        uid: 'batch-session-1@vidya.example',
        sequence: 0,
        start: '2030-01-07T13:30:00.000Z',
        end: '2030-01-07T15:30:00.000Z',
        summary: 'SAP MM: Evening batch',
      },
    ],
  },
  'session-reminder': {
    name: 'Asha Rao',
    courseTitle: 'SAP MM',
    batchTitle: 'Evening batch',
    startsAt: '2030-01-07T13:30:00.000Z',
    endsAt: '2030-01-07T15:30:00.000Z',
  },
  'batch-starts': { name: 'Asha Rao', courseTitle: 'SAP MM', batchTitle: 'Evening batch', startsAt: '2030-01-07T13:30:00.000Z' },
  'booking-confirmed': { ...BOOKING, meetingUrl: 'https://meet.example.com/kavya', rescheduled: false, code: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
  'booking-cancelled': BOOKING,
  'booking-reminder': { ...BOOKING, meetingUrl: 'https://meet.example.com/kavya' },
  'checkout-reminder': { name: 'Zoë Ñúñez', courseTitle: 'SAP MM', courseSlug: 'sap-mm', unsubscribeUrl: 'https://api.vidya.example/unsubscribe?token=7.abc' },
  'server-access-ready': { name: 'Asha Rao', host: 's4.vidya.example', expiresAt: '2026-12-28T18:45:00.000Z' },
  'server-access-expiring': { name: 'Asha Rao', host: 's4.vidya.example', expiresAt: '2026-12-28T18:45:00.000Z', daysLeft: 7 },
};

const TEMPLATES = Object.keys(SAMPLES) as MailTemplate[];
const collapse = (text: string) => text.replace(/\s+/g, ' ');
/** The HTML without React's text separators (`Hi <!-- -->Asha`), as a mail client shows it. */
const visible = (html: string) => html.replace(/<!-- -->/g, '');

describe('mail templates', () => {
  it('cover every template of MailTemplateData, each with a data schema', () => {
    expect(TEMPLATES.sort()).toEqual(Object.keys(TEMPLATE_DATA_SCHEMAS).sort());
  });

  it.each(TEMPLATES)('%s: HTML and text inside the brand frame, with the contact details from the settings', async (template) => {
    const mail = await renderMail(template, SAMPLES[template], context());
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(`background-color:${BRAND_COLORS.brand}`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(BUSINESS_NAME);
      expect(part).toContain(BUSINESS_ADDRESS);
      expect(part).toContain('help@vidya.example');
      expect(part).toContain('+91 98765 43210');
    }
    // The text version is text: no markup, no inline styles.
    expect(mail.text).not.toMatch(/<[a-z]|style=/i);
    expect(mail.subject).toContain(BUSINESS_NAME);
    // No one-time code: only the receipt's subject carries a number, its receipt number.
    if (template !== 'receipt') expect(mail.subject).not.toMatch(/\d/);
  });

  // The undo link's token and a booking's manage secret (decision 138) are codes too (scrubbed once sent), but they live in a link.
  it.each(CODE_TEMPLATES.filter((t) => t !== 'email-changed' && t !== 'booking-confirmed'))(
    '%s shows the code prominently and its expiry, never in the subject',
    async (template) => {
      const data = SAMPLES[template] as { code: string; minutes: number };
      const mail = await renderMail(template, data, context());
      expect(mail.subject).not.toContain(data.code);
      // Large, spaced and on its own in the HTML; on its own line in the text.
      expect(mail.html).toMatch(new RegExp(`font-size:34px[^>]*letter-spacing:8px[^>]*>${data.code}<`));
      expect(mail.text.split('\n').map((l) => l.trim())).toContain(data.code);
      for (const part of [mail.html, collapse(mail.text)]) expect(part).toContain('This code expires in 10 minutes and works once.');
    },
  );

  it('greets by name where the data has one, non-ASCII names intact', async () => {
    for (const template of ['reset-code', 'email-change-code', 'email-changed', 'password-changed'] as const) {
      const mail = await renderMail(template, SAMPLES[template], context());
      expect(mail.text).toContain('Hi Asha Rao,');
    }
    const welcome = await renderMail('welcome', SAMPLES.welcome, context());
    expect(welcome.subject).toBe(`Welcome to ${BUSINESS_NAME}`);
    expect(visible(welcome.html)).toContain('Welcome, Zoë Ñúñez');
    expect(welcome.text).toContain(`${SITE}/lms`);
  });

  it('password-changed says when, and "If this wasn\'t you" with the reset link and whom to contact', async () => {
    const mail = await renderMail('password-changed', SAMPLES['password-changed'], context());
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} password was changed`);
    const text = collapse(mail.text);
    expect(text).toContain('5 March 2026, 3:30 pm IST'); // 10:00 UTC in Asia/Kolkata
    expect(text).toMatch(new RegExp(`If this wasn't you, reset your password now at ${FORGOT.replace(/[?.]/g, '\\$&')}`));
    expect(text).toContain('Contact us at help@vidya.example or call +91 98765 43210.');
    expect(mail.html).toContain(`href="${FORGOT}"`);
  });

  it('email-changed names the new address and says "If this wasn\'t you" with what to do', async () => {
    const mail = await renderMail('email-changed', SAMPLES['email-changed'], context());
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} e-mail address was changed`);
    const text = collapse(mail.text);
    expect(text).toContain('asha.new@example.com');
    // A one-click undo for 7 days, to the portal's handled route, and what follows it.
    expect(text).toContain(
      "If this wasn't you, undo the change: the account comes back to this address, every device is signed out, and you set a new password. The link works once, for 7 days.",
    );
    expect(mail.html).toContain('href="https://www.vidya.example/lms?action=undo-email&amp;token=Undo_Token-0123456789abcdefghijklmnopqrstuv"');
    expect(mail.html).toContain(`href="${FORGOT}"`);
  });

  it.each(['sign-up', 'email-change'] as const)('address-in-use (%s) tells the owner nothing changed, and how to sign in', async (purpose) => {
    const mail = await renderMail('address-in-use', { purpose }, context());
    const text = collapse(mail.text);
    expect(text).toContain(
      purpose === 'sign-up' ? 'Someone tried to sign up with this e-mail address' : 'Someone tried to move another account to this e-mail address',
    );
    expect(text).toContain('so nothing was changed');
    expect(mail.html).toContain(`href="${FORGOT}"`);
  });

  it('otp-no-account says no code was sent, for sign-in and reset alike', async () => {
    const reset = await renderMail('otp-no-account', { purpose: 'reset' }, context());
    const login = await renderMail('otp-no-account', { purpose: 'login' }, context());
    expect(reset.subject).toBe(`Your ${BUSINESS_NAME} password reset request`);
    expect(login.subject).toBe(`Your ${BUSINESS_NAME} sign-in request`);
    expect(collapse(reset.text)).toContain('a password reset code for this e-mail address');
    expect(collapse(login.text)).toContain('a sign-in code for this e-mail address');
    for (const mail of [reset, login]) {
      expect(collapse(mail.text)).toContain('no account uses this address, so no code was sent');
      expect(mail.html).toContain(`href="${SITE}/lms?action=signup"`);
    }
  });

  it('receipt: the summary in INR and the PDF attached, named after the receipt number', async () => {
    const mail = await renderMail('receipt', { paymentId: 42 }, context());
    const html = visible(mail.html);
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} receipt SAPA-2026-000042`);
    const text = collapse(mail.text);
    for (const part of ['Hi Zoë Ñúñez,', 'SAP FICO Masterclass', 'SAPA-2026-000042', '₹29,999.00', 'Discount (coupon SAVE5K)', '−₹5,000.00', '₹24,999.00']) {
      expect(text).toContain(part);
      expect(html).toContain(part);
    }
    expect(mail.html).toContain(`href="${SITE}/lms/orders"`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf).toMatchObject({ filename: 'receipt-SAPA-2026-000042.pdf', contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves out contact lines the settings do not have', async () => {
    const bare = brandFrom({ contact_email: ' ', phone: undefined }, SITE);
    const mail = await renderMail('password-changed', SAMPLES['password-changed'], { brand: bare, loadReceipt: async () => undefined });
    expect(mail.text).not.toMatch(/Contact us|Phone:|E-mail:/);
    expect(mail.text).toContain(FORGOT);
  });

  it.each([
    ['an unknown template', 'newsletter', {}],
    ['a missing code', 'otp-code', { minutes: 10 }],
    ['a code with markup', 'otp-code', { code: '<b>1</b>', minutes: 10 }],
    ['a blank name', 'welcome', { name: '  ' }],
    ['a bad date', 'password-changed', { name: 'A', changedAt: 'yesterday' }],
    ['no data at all', 'reset-code', null],
    ['a receipt id that is not a number', 'receipt', { paymentId: '42' }],
  ])('refuses %s with a MailTemplateError that shows no value', async (_, template, data) => {
    const error = await renderMail(template, data, context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailTemplateError);
    expect((error as Error).message).not.toContain('<b>');
  });

  it('refuses a receipt whose order has none (not paid, or gone)', async () => {
    await expect(renderMail('receipt', { paymentId: 42 }, context(null))).rejects.toThrow(/has no receipt/);
  });
});

describe('certificate mail (decision 135)', () => {
  it('links to the public verification page and names the course and the number, with no digits in the subject', async () => {
    const mail = await renderMail('certificate', SAMPLES.certificate, context());
    const link = `${SITE}/certificates/AbCdEfGhIjKlMnOpQrStUv`;
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} certificate: SAP MM — Materials Management`);
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain(link);
      expect(part).toContain('SAPA-CERT-2026-000007');
      expect(part).toContain('Zoë Ñúñez');
    }
  });

  it('refuses data whose certificate id is not one the API makes', async () => {
    await expect(renderMail('certificate', { ...SAMPLES.certificate, certificateId: '../admin' }, context())).rejects.toThrow(MailTemplateError);
  });
});

describe('company invoice mail (decision 154)', () => {
  it('tells the company its seats are in the pool, where HR invites learners, and attaches the tax invoice', async () => {
    const mail = await renderMail('company-invoice', SAMPLES['company-invoice'], context());
    expect(mail.subject).toBe(`Tax invoice from ${BUSINESS_NAME}: seats of SAP FICO`);
    for (const part of [mail.html, mail.text]) {
      for (const text of ['Acme Manufacturing Pvt Ltd', 'SAP FICO', 'SA/2627/000042', `${SITE}/lms/company`]) expect(part).toContain(text);
    }
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'tax-invoice-SA-2627-000042.pdf', contentType: 'application/pdf' })]);
  });

  it('refuses an order with no invoice (not paid, or gone)', async () => {
    await expect(renderMail('company-invoice', SAMPLES['company-invoice'], context(receipt, null))).rejects.toThrow(/has no invoice/);
  });
});

describe('server-access-expiring mail (decision 150)', () => {
  it('says how many days are left, the end in India time, how to renew and where the login is, never a password', async () => {
    const mail = await renderMail('server-access-expiring', SAMPLES['server-access-expiring'], context());
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} practice-server access ends in a week`);
    for (const part of [visible(mail.html), collapse(mail.text)]) {
      expect(part).toContain('s4.vidya.example');
      expect(part).toContain('29 December 2026, 12:15 am IST');
      expect(part).toContain('Renew my access');
      expect(part).toContain(`${SITE}/lms`);
      expect(part).toContain(`${SITE}/lms/server-access`);
      expect(part).not.toMatch(/password:/i);
    }
  });

  it('says "tomorrow" the day before', async () => {
    const mail = await renderMail('server-access-expiring', { ...SAMPLES['server-access-expiring'], daysLeft: 1 }, context());
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} practice-server access ends tomorrow`);
    expect(collapse(mail.text)).toContain('access ends tomorrow');
  });
});

describe('server-access-ready mail (decision 150)', () => {
  it('names the host, the expiry in India time and the portal page that reveals the login', async () => {
    const mail = await renderMail('server-access-ready', SAMPLES['server-access-ready'], context());
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} practice-server login is ready`);
    for (const part of [visible(mail.html), collapse(mail.text)]) {
      expect(part).toContain('s4.vidya.example');
      expect(part).toContain('29 December 2026, 12:15 am IST'); // 18:45 UTC in Asia/Kolkata
      expect(part).toContain(`${SITE}/lms/server-access`);
    }
  });
});
