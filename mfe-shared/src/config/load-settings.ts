// GET /settings once at start (contact e-mail, phone, booking URL, social links, webinar,
// currency and locale), merged shallowly into the store (SPEC §3). A failure keeps the
// defaults: the footer and prices still render when the API is down.
// Checked by hand, not with zod, to keep the validation library off a visitor's first paint.
import { siteApi } from '@sap-academy/contracts/paths';
import { apiFetch } from '../api/api-client';
import { authStore } from '../auth/auth-store';
import type { Settings } from '../contracts';

export const SETTINGS_PATH = siteApi.settings();

const STRING_KEYS = ['currency', 'locale', 'contact_email', 'phone', 'whatsapp', 'booking_url'] as const;

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/** Keeps only well-formed known fields; anything else the server sends is ignored. */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (typeof raw !== 'object' || raw === null) return {};
  const input = raw as Record<string, unknown>;
  const settings: Partial<Settings> = {};
  for (const key of STRING_KEYS) if (typeof input[key] === 'string') settings[key] = input[key];
  if (isRecordOfStrings(input.social_links)) settings.social_links = input.social_links;
  if (isRecordOfStrings(input.webinar)) settings.webinar = input.webinar;
  if (typeof input.use_external_scheduling === 'boolean') settings.use_external_scheduling = input.use_external_scheduling;
  return settings;
}

let inFlight: Promise<void> | null = null;

export function loadSettings(): Promise<void> {
  inFlight ??= apiFetch(SETTINGS_PATH)
    .then((raw) => authStore.getState().mergeSettings(sanitizeSettings(raw)))
    .catch(() => undefined);
  return inFlight;
}

/** For tests. */
export function resetSettingsLoad(): void {
  inFlight = null;
}

/**
 * A page the server rendered carries the settings it rendered with (GET /site-data, embedded in
 * the HTML): they seed the store, and GET /settings is not asked, so nothing the page shows can
 * change after hydration. The portal's pages read the same values.
 */
export function seedSettings(raw: unknown): void {
  authStore.getState().mergeSettings(sanitizeSettings(raw));
  inFlight = Promise.resolve();
}
