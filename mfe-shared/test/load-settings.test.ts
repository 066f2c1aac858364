import { authStore, DEFAULT_SETTINGS, loadSettings, sanitizeSettings, SETTINGS_PATH } from '../src';
import { jsonResponse, route } from '../testing/fetch-mock';

describe('settings at start', () => {
  it('merges what GET /settings answers into the store, shallowly', async () => {
    route(`GET ${SETTINGS_PATH}`, () =>
      jsonResponse({ contact_email: 'hello@vidya.in', phone: '+91 80 4000 1234', social_links: { linkedin: 'https://l.example' } }),
    );
    await loadSettings();
    expect(authStore.getState().settings).toEqual({
      ...DEFAULT_SETTINGS,
      contact_email: 'hello@vidya.in',
      phone: '+91 80 4000 1234',
      social_links: { linkedin: 'https://l.example' },
    });
  });

  it('keeps the defaults when the API is down', async () => {
    route(`GET ${SETTINGS_PATH}`, () => {
      throw new TypeError('Failed to fetch');
    });
    await loadSettings();
    expect(authStore.getState().settings).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores malformed fields rather than trusting them', () => {
    expect(sanitizeSettings({ phone: 42, currency: 'USD', social_links: { x: 1 }, extra: 'x' })).toEqual({ currency: 'USD' });
    expect(sanitizeSettings('nope')).toEqual({});
  });
});
