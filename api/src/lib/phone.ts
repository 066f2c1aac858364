// Lead phones are stored in E.164 (decision 123): staff call, WhatsApp and export one spelling of a
// number however the visitor typed it ("098765 43210", "+91-98765-43210", "9876543210").
// libphonenumber-js (Google's metadata) decides what a valid number is; India is the default
// region because the site sells to Indian learners (SPEC §1). What it cannot read as a valid
// number is kept exactly as typed: nothing a visitor submitted is lost.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const DEFAULT_PHONE_REGION = 'IN';

/** E.164 (`+919876543210`) when `raw` is a valid number (national numbers read as Indian), else `raw` trimmed. */
export function normalisePhone(raw: string): string {
  const typed = raw.trim();
  const number = parsePhoneNumberFromString(typed, DEFAULT_PHONE_REGION);
  return number?.isValid() ? number.number : typed;
}

/** A cell that is exactly an E.164 number: a `+`, then 7 to 15 digits, the first not 0. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
