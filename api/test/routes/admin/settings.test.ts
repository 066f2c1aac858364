// The site's settings for staff: the merged settings in the form's shape, a save that
// checks the version, writes the table and the audit row and moves the 'site' revision, and
// GET /settings showing the new values at once.
import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  DEFAULT_TAX_SETTINGS,
  SOCIAL_NETWORKS,
  TAX_SETTINGS_MESSAGES,
  adminSettingsSchema,
  type SiteSettingsUpdate,
} from '@sap-academy/contracts/admin';
import { BOOKING_RULES } from '@sap-academy/contracts';
import { GSTIN_MESSAGES, GST_FIELD_MESSAGES } from '@sap-academy/contracts/gst';
import { auditLog, revisions, settings } from '../../../src/db/schema';
import { readRevision } from '../../../src/repositories/audit';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { REGISTERED_SELLER, testGstin } from '../../helpers/gst';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin settings on %s', (driver) => {
  const t = useTestApp(driver, {
    SETTINGS_SOCIAL_LINKS: '{"linkedin":"https://www.linkedin.com/company/sap-academy","instagram":"#"}',
    SETTINGS_WEBINAR_TITLE: 'Free SAP career webinar',
  });
  // The revisions table keeps its rows between tests (they are the migration's): start each at 0.
  beforeEach(async () => {
    await t.db.update(revisions).set({ value: 0 });
  });

  const update: SiteSettingsUpdate = {
    version: 0,
    contact_email: 'hello@sap-academy.example',
    phone: '+91 80 1234 5678',
    whatsapp: '+91 98765 43210',
    booking_url: 'https://cal.example.com/sap-academy',
    social_links: { linkedin: 'https://www.linkedin.com/company/new', facebook: '', instagram: 'https://instagram.com/sapacademy', youtube: '' },
    webinar: { title: 'SAP S/4HANA in 60 minutes', date: '5th September', time: '11 AM' },
  };
  const put = (payload: object, auth: { authorization: string }) => t.app.inject({ method: 'PUT', url: '/admin/settings', headers: auth, payload });

  it.each([
    ['GET', '/admin/settings'],
    ['PUT', '/admin/settings'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await expectAdminOnly(t.app, t.db, { method, url, ...(method === 'PUT' && { payload: update }) });
    expect(await t.db.select().from(settings)).toHaveLength(0);
  });

  it('shows the current settings with every network, "" for missing or placeholder links, version 0 and no update time', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/admin/settings', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = adminSettingsSchema.parse(res.json());
    expect(body).toEqual({
      contact_email: t.config.SETTINGS_CONTACT_EMAIL,
      phone: t.config.SETTINGS_PHONE,
      whatsapp: t.config.SETTINGS_WHATSAPP,
      booking_url: t.config.SETTINGS_BOOKING_URL,
      social_links: { linkedin: 'https://www.linkedin.com/company/sap-academy', facebook: '', instagram: '', youtube: '' },
      webinar: { title: 'Free SAP career webinar', date: t.config.SETTINGS_WEBINAR_DATE, time: t.config.SETTINGS_WEBINAR_TIME },
      booking_cutoff_hours: BOOKING_RULES.defaultCutoffHours,
      use_external_scheduling: false,
      practice_server_health_url: '',
      // Decision 141: not registered until staff enter a GSTIN; Karnataka, SAC 999293, 18 %, prices include GST.
      tax: DEFAULT_TAX_SETTINGS,
      version: 0,
      updated_at: null,
    });
    expect(Object.keys(body.social_links)).toEqual([...SOCIAL_NETWORKS]);
  });

  it('saves: new version, the table written (empty links left out), the site revision moved, an audit row, and GET /settings shows it', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const siteBefore = await readRevision(t.db, 'site');
    const res = await put(update, admin.auth);
    expect(res.statusCode).toBe(200);
    const saved = adminSettingsSchema.parse(res.json());
    const { version: _version, ...fields } = update;
    // A form without the booking cut-off (decision 138), the external-scheduling choice (decision 210) or the tax group (decision 141) leaves their defaults.
    expect(saved).toEqual({
      ...fields,
      booking_cutoff_hours: BOOKING_RULES.defaultCutoffHours,
      use_external_scheduling: false,
      practice_server_health_url: '',
      tax: DEFAULT_TAX_SETTINGS,
      version: 1,
      updated_at: expect.any(String),
    });
    expect(await readRevision(t.db, 'site')).toBe(siteBefore + 1);
    const [social] = await t.db.select().from(settings).where(eq(settings.key, 'social_links'));
    expect(social!.value).toEqual({ linkedin: 'https://www.linkedin.com/company/new', instagram: 'https://instagram.com/sapacademy' });

    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: admin.userId, action: 'settings.update', entity: 'settings', entityId: 'site' });
    expect(audit!.before).toMatchObject({
      contact_email: t.config.SETTINGS_CONTACT_EMAIL,
      social_links: { linkedin: 'https://www.linkedin.com/company/sap-academy' },
    });
    expect(audit!.after).toEqual(fields); // the audit keeps what changed: the tax group did not

    const publicSettings = (await t.app.inject({ method: 'GET', url: '/settings' })).json();
    expect(publicSettings).toMatchObject({
      contact_email: 'hello@sap-academy.example',
      phone: '+91 80 1234 5678',
      whatsapp: '+91 98765 43210',
      booking_url: 'https://cal.example.com/sap-academy',
      webinar: { title: 'SAP S/4HANA in 60 minutes', date: '5th September', time: '11 AM' },
    });
    // Only the networks that have a link: a cleared one is not shown, the environment's no longer either.
    expect(publicSettings.social_links).toEqual({ linkedin: 'https://www.linkedin.com/company/new', instagram: 'https://instagram.com/sapacademy' });

    const again = adminSettingsSchema.parse((await t.app.inject({ method: 'GET', url: '/admin/settings', headers: admin.auth })).json());
    expect(again).toEqual(saved);
  });

  it('saves the booking cut-off (decision 138), keeps it when a later form leaves it out, and refuses a negative one', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const first = await put({ ...update, booking_cutoff_hours: 6 }, admin.auth);
    expect(first.json().booking_cutoff_hours).toBe(6);
    const second = await put({ ...update, version: 1 }, admin.auth);
    expect(second.json()).toMatchObject({ booking_cutoff_hours: 6, version: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().booking_cutoff_hours).toBe(6);
    const bad = await put({ ...update, version: 2, booking_cutoff_hours: -1 }, admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['body.booking_cutoff_hours']).toEqual(expect.any(String));
  });

  it('saves the external-scheduling choice (decision 210): off by default, on for GET /settings and /site-data, kept when a later form leaves it out, a non-boolean refused', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().use_external_scheduling).toBe(false);
    const first = await put({ ...update, use_external_scheduling: true }, admin.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().use_external_scheduling).toBe(true);
    const second = await put({ ...update, version: 1 }, admin.auth);
    expect(second.json()).toMatchObject({ use_external_scheduling: true, version: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().use_external_scheduling).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/site-data' })).json().settings.use_external_scheduling).toBe(true);
    const [audit] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (row) => (row.after as { use_external_scheduling?: boolean }).use_external_scheduling,
    );
    expect(audit).toMatchObject({ action: 'settings.update', before: { use_external_scheduling: false } });
    const bad = await put({ ...update, version: 2, use_external_scheduling: 'yes' }, admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['body.use_external_scheduling']).toEqual(expect.any(String));
  });

  it('saves the practice-server health URL (decision 150) for staff only: kept when a later form leaves it out, never in GET /settings, a non-URL refused', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const first = await put({ ...update, practice_server_health_url: 'https://s4.example.com/health' }, admin.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().practice_server_health_url).toBe('https://s4.example.com/health');
    const second = await put({ ...update, version: 1 }, admin.auth);
    expect(second.json()).toMatchObject({ practice_server_health_url: 'https://s4.example.com/health', version: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).body).not.toContain('s4.example.com');
    const bad = await put({ ...update, version: 2, practice_server_health_url: 'ftp://s4' }, admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['body.practice_server_health_url']).toEqual(expect.any(String));
  });

  it('answers 409 for a stale version and keeps the first save', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await put(update, admin.auth)).statusCode).toBe(200);
    const stale = await put({ ...update, phone: '+91 11 1111 1111' }, admin.auth);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: ADMIN_MESSAGES.staleVersion });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().phone).toBe('+91 80 1234 5678');
    expect(await readRevision(t.db, 'settings')).toBe(1);
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(1);
    expect((await put({ ...update, version: 1, phone: '+91 11 1111 1111' }, admin.auth)).json()).toMatchObject({ phone: '+91 11 1111 1111', version: 2 });
  });

  it('saves the tax group (decision 141): the GSTIN normalised, audited, kept out of the public settings', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const pasted = REGISTERED_SELLER.gstin.toLowerCase().replace(/^(.{5})/, '$1 ');
    const res = await put(
      { ...update, tax: { ...REGISTERED_SELLER, gstin: pasted, rate_bp: 1200, prices_include_gst: false, invoice_prefix: 'SAB' } },
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    const tax = { ...REGISTERED_SELLER, rate_bp: 1200, prices_include_gst: false, invoice_prefix: 'SAB' };
    expect(adminSettingsSchema.parse(res.json()).tax).toEqual(tax);
    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit!.before).toMatchObject({ tax: DEFAULT_TAX_SETTINGS });
    expect(audit!.after).toMatchObject({ tax });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json()).not.toHaveProperty('tax');
    // A later form without the group (a client from before the decision) keeps it.
    expect((await put({ ...update, version: 1 }, admin.auth)).json().tax).toEqual(tax);
  });

  it.each([
    [
      'a GSTIN with a typo',
      { gstin: REGISTERED_SELLER.gstin.slice(0, 14) + (REGISTERED_SELLER.gstin[14] === 'A' ? 'B' : 'A') },
      'body.tax.gstin',
      GSTIN_MESSAGES.checksum,
    ],
    ['a GSTIN of another state', { gstin: testGstin('27') }, 'body.tax.gstin', GST_FIELD_MESSAGES.gstinStateMismatch],
    ['a state that does not exist', { state: '42' }, 'body.tax.state', GST_FIELD_MESSAGES.state],
    ['a 5-digit SAC', { sac: '99929' }, 'body.tax.sac', TAX_SETTINGS_MESSAGES.sac],
    ['a rate over 100 %', { rate_bp: 10_001 }, 'body.tax.rate_bp', TAX_SETTINGS_MESSAGES.rate],
    ['a prefix with a dash', { invoice_prefix: 'S-A' }, 'body.tax.invoice_prefix', TAX_SETTINGS_MESSAGES.prefix],
    ['a GSTIN without the legal name', { legal_name: '' }, 'body.tax.legal_name', TAX_SETTINGS_MESSAGES.registeredNeedsName],
  ])('answers 422 for %s in the tax group and changes nothing', async (_label, change, field, message) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await put({ ...update, tax: { ...REGISTERED_SELLER, ...change } }, admin.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toBe(message);
    expect(await t.db.select().from(settings)).toHaveLength(0);
  });

  it.each([
    ['a bad e-mail', { contact_email: 'nope' }, 'body.contact_email'],
    ['a phone with letters', { phone: 'call us' }, 'body.phone'],
    ['an http booking link', { booking_url: 'http://cal.example.com' }, 'body.booking_url'],
    ['a javascript: social link', { social_links: { ...update.social_links, youtube: 'javascript:alert(1)' } }, 'body.social_links.youtube'],
    ['a long webinar title', { webinar: { ...update.webinar, title: 'x'.repeat(161) } }, 'body.webinar.title'],
    ['no version', { version: undefined }, 'body.version'],
  ])('answers 422 for %s and changes nothing', async (_label, change, field) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await put({ ...update, ...change }, admin.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(await t.db.select().from(settings)).toHaveLength(0);
    expect(await readRevision(t.db, 'settings')).toBe(0);
  });
});

describe.each(DRIVERS)('admin settings with environment values the form would refuse, on %s', (driver) => {
  const t = useTestApp(driver, { SETTINGS_PHONE: 'ask at the desk', SETTINGS_BOOKING_URL: 'http://cal.example.com/old' });

  it('shows them for staff to correct instead of failing the page', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/admin/settings', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: 'ask at the desk', booking_url: 'http://cal.example.com/old' });
  });
});
