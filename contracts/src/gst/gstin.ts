// GSTIN validation (decision 140), so a typo is caught on the form rather than on an invoice the
// buyer cannot use for input tax credit. A GSTIN is 15 characters:
//   2  state code (see states.ts)
//   10 the holder's PAN: 5 letters, 4 digits, 1 letter
//   1  entity number for that PAN in that state: 1–9, then A–Z
//   1  'Z' (reserved; every GSTIN issued so far has it)
//   1  check character: GSTN's mod-36 scheme over the first 14 characters (below)
import { isGstStateCode, type GstStateCode } from './states.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/**
 * The check character for the first 14 characters: each character's value (0–9, A=10 … Z=35) is
 * multiplied by 1 and 2 alternately from the left; each product adds its quotient and remainder by
 * 36; the check value is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  shape: 'Enter the 15-character GSTIN, e.g. 29ABCDE1234F1Z5.',
  state: 'The GSTIN starts with a state code that does not exist.',
  checksum: 'This GSTIN has a typo: its last character does not match the rest.',
} as const;

export type GstinProblem = keyof typeof GSTIN_MESSAGES;

/** Spaces removed and upper-cased, as people paste them ("29abcde 1234f1z5"). */
export const normaliseGstin = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** Why a (normalised) GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  const match = SHAPE.exec(gstin);
  if (!match) return 'shape';
  if (!isGstStateCode(match[1]!)) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** The state a valid GSTIN is registered in: a registered buyer's place of supply. */
export const gstinState = (gstin: string) => gstin.slice(0, 2) as GstStateCode;

/** The PAN inside a GSTIN. */
export const gstinPan = (gstin: string) => gstin.slice(2, 12);
