// What a browser error may carry (decision 144): a short sample of its message and the script
// line that threw, scrubbed of what could name a person. The shell scrubs before the beacon leaves
// the page and the API scrubs again before storing (a beacon is anyone's to send), with this one
// implementation.
import { PHONE_LIKE } from './rum-labels.ts';

/** The stored sample's length: enough to recognise an error, too short to hold a form's content. */
export const BROWSER_ERROR_MESSAGE_MAX = 160;
/** A script path with its line and column. */
export const BROWSER_ERROR_SOURCE_MAX = 200;
/** What a beacon may send before scrubbing (the beacon's 2 KB limit bounds it too). */
export const BROWSER_ERROR_TEXT_LIMIT = 500;

const URL_QUERY = /([?#])[^\s'"()<>]*/g;
const EMAIL = /[^\s@'"()<>]+@[^\s@'"()<>]+\.[^\s@'"()<>]+/g;
/** More than six digits in a row: a phone number, an order or card number, an OTP with its prefix. */
const LONG_DIGITS = /\d{7,}/g;
const PHONE = new RegExp(PHONE_LIKE.source, 'g');

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The message as stored and shown: query strings and fragments cut ("?email=…" → "?…"), e-mail
 * addresses and phone numbers replaced, runs of more than six digits replaced, whitespace collapsed,
 * at most BROWSER_ERROR_MESSAGE_MAX characters.
 */
export function scrubErrorMessage(message: string): string {
  const scrubbed = message
    .replace(URL_QUERY, '$1…')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[number]')
    .replace(LONG_DIGITS, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(scrubbed, BROWSER_ERROR_MESSAGE_MAX);
}

/**
 * The script that threw as a path with line and column ("/remotes/mfe_lms/0.1.1/main.js:1:2"):
 * no origin, query or fragment. Undefined when it is not a script URL or path.
 */
export function scrubErrorSource(source: string): string | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/\s]*)?(\/[^\s?#]*?)(?:[?#][^\s:]*)?(:\d+(?::\d+)?)?$/i.exec(source.trim());
  if (!match) return undefined;
  const path = match[1]!.replace(EMAIL, '[email]').replace(LONG_DIGITS, '[number]');
  return truncate(`${path}${match[2] ?? ''}`, BROWSER_ERROR_SOURCE_MAX);
}

/**
 * The message as part of the fingerprint: scrubbed, lower-case, every number one digit, so "Item 3
 * missing" and "Item 4 missing" are one error while the sample keeps its first wording.
 */
export function normaliseErrorMessage(message: string): string {
  return scrubErrorMessage(message).toLowerCase().replace(/\d+/g, '0');
}
