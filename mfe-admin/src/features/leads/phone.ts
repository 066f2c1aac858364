// A lead's phone as staff need it (decision 123): shown in the Indian way
// (+91 98765 43210), dialled through tel:, and opened in WhatsApp through wa.me, which wants the
// E.164 digits without the +. The API stores E.164 when it could read the number; anything it
// kept as typed is shown as typed, without links. libphonenumber-js's smallest metadata: it only
// formats numbers the API has already validated. This module loads with the leads screen only.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_REGION = 'IN';

export interface Phone {
  /** As staff read it: '+91 98765 43210'. */
  display: string;
  /** 'tel:+919876543210', or null when the text is not a number. */
  tel: string | null;
  /** 'https://wa.me/919876543210', or null when the text is not a number. */
  whatsapp: string | null;
}

export function phoneOf(stored: string): Phone {
  const number = parsePhoneNumberFromString(stored, DEFAULT_PHONE_REGION);
  if (!number?.isValid()) return { display: stored, tel: null, whatsapp: null };
  return { display: number.formatInternational(), tel: `tel:${number.number}`, whatsapp: `https://wa.me/${number.number.slice(1)}` };
}
