// Text hygiene shared by the API's edge hook and the forms (decision 109). Two layers:
// - `unsafeCharIn`: characters no field may hold. NUL cannot be stored in a PostgreSQL text
//   column (the driver fails → a 500), a lone UTF-16 surrogate has no UTF-8 encoding, and the
//   other C0 controls (and DEL) are never typed by a person but do reach logs and e-mails.
//   TAB, LF and CR stay allowed here: pasted text carries them, and the field decides below.
// - `singleLine` / `multiLine`: what a field keeps. A one-line field turns every line break and
//   control character into a space, so a value can never add a line to an e-mail or a log;
//   a multi-line field keeps its newlines (normalised to \n) and drops the other controls.
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'Text contains characters that are not allowed.';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
// C0 controls except TAB (09), LF (0A), CR (0D); DEL; a lone surrogate.
const UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${LONE_SURROGATE}`);

/** The index of the first character no field may hold, or -1. */
export function unsafeCharIn(value: string): number {
  const match = UNSAFE.exec(value);
  return match ? match.index : -1;
}

// Every control character (C0, DEL, C1 incl. NEL) and the Unicode line/paragraph separators:
// all of them can end a line in some reader (mail clients, terminals, JavaScript).
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;
const NEWLINES = /\r\n?|[\u0085\u2028\u2029]/g;
const CONTROLS_BUT_NEWLINE = /(?!\n)\p{Cc}/gu;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE, 'g');

/** One line of text: control characters and line breaks collapse to one space. */
export const toSingleLine = (value: string) => value.replace(LONE_SURROGATES, '').replace(LINE_BREAKING, ' ');

/** Multi-line text: CRLF, CR and Unicode separators become \n, TAB a space, other controls go. */
export const toMultiLine = (value: string) => value.replace(LONE_SURROGATES, '').replace(NEWLINES, '\n').replace(/\t/g, ' ').replace(CONTROLS_BUT_NEWLINE, '');

/** A string field that stays on one line (then trimmed). Chain `.min()` / `.max()` after it. */
export const singleLine = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(toSingleLine).trim();

/** A string field that may span lines (then trimmed). */
export const multiLine = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(toMultiLine).trim();
