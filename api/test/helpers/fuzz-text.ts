// The fuzz suite's hostile text (decision 109) and its assertions: characters that broke the API
// (NUL, lone surrogates) or that must not change a line structure (controls, line separators),
// planted inside otherwise valid input.
import fc from 'fast-check';
import { UNSAFE_TEXT_MESSAGE, unsafeCharIn } from '@sap-academy/contracts';
import { accountApi } from '@sap-academy/contracts/paths';

/** Every C0 control, DEL, some C1 (NEL, CSI), Unicode line separators, and lone surrogates. */
export const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF', '\uDC00', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029', '\r\n'),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** `base` with `char` planted at a position chosen by `at` (a fraction in [0, 1]). */
export const plant = (base: string, char: string, at: number) => {
  const i = Math.min(base.length, Math.floor(at * (base.length + 1)));
  return base.slice(0, i) + char + base.slice(i);
};

/** Percent-encodes any JS string; a lone surrogate becomes its (invalid) 3-byte UTF-8 form. */
export function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** Paths (`['a', 0, 'b']`) to every string leaf of a JSON value. */
export function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

/** A deep copy of `value` with the string at `path` replaced by `update(old)`. */
export function updateAt(value: unknown, path: Array<string | number>, update: (old: string) => string): unknown {
  if (path.length === 0) return update(value as string);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = updateAt(copy[head!], rest, update);
  return copy;
}

/** A 4xx with a detail (a string, or the coupon lookup's {message}). */
export const assertClientError = (res: { statusCode: number; body: string }, label: string) => {
  if (res.statusCode < 400 || res.statusCode >= 500) {
    throw new Error(`${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  const detail = JSON.parse(res.body).detail;
  if (!(typeof detail === 'string' || typeof detail?.message === 'string')) {
    throw new Error(`${label} → ${res.statusCode} without a detail: ${res.body.slice(0, 300)}`);
  }
};

/** < 500 always; an unsafe character (NUL, lone surrogate, C0 but TAB/LF/CR) exactly 422. */
export const assertHygienic = (res: { statusCode: number; body: string }, planted: string, label: string) => {
  if (res.statusCode >= 500) throw new Error(`${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  if (unsafeCharIn(planted) !== -1) {
    if (res.statusCode !== 422 || JSON.parse(res.body).detail !== UNSAFE_TEXT_MESSAGE) {
      throw new Error(`${label} → ${res.statusCode} ${res.body.slice(0, 300)}, expected the 422 for unsafe text`);
    }
  } else if (res.statusCode >= 400) {
    assertClientError(res, label);
  }
};

export const show = (text: string) => JSON.stringify(text).slice(0, 80);

/** Schema-valid bodies: what a hostile character is planted into. */
/** Who sends a request: nobody, the fuzz's student, or its admin (the back office). */
export type FuzzAuth = false | true | 'staff';

export const validBodies = (email: string, n: number): Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; auth: FuzzAuth; body: object }> => [
  { method: 'POST', url: '/lms/login', auth: false, body: { username: email, password: 'correct horse battery' } },
  { method: 'POST', url: '/lms/register', auth: false, body: { name: 'Asha Rao', email: `fuzz-${n}@example.com`, password: 'a fuzzing passphrase' } },
  { method: 'POST', url: '/request-otp', auth: false, body: { email } },
  { method: 'POST', url: '/verify-otp', auth: false, body: { email, otp: '123456' } },
  // The student's own account. The password change names a wrong current password, so
  // it never succeeds and never signs the fuzz's student out (nor does anything else here).
  { method: 'POST', url: accountApi.forgotPassword(), auth: false, body: { email } },
  { method: 'POST', url: accountApi.resetPassword(), auth: false, body: { email, otp: '123456', password: 'a brand new passphrase' } },
  { method: 'PATCH', url: accountApi.profile(), auth: true, body: { name: 'Meera Iyer' } },
  // The e-mail change needs the current password; a wrong one keeps the fuzz's student as is.
  { method: 'POST', url: accountApi.changeEmail(), auth: true, body: { email: `fuzz-new-${n}@example.com`, current_password: 'not the password' } },
  { method: 'POST', url: accountApi.confirmEmail(), auth: true, body: { otp: '123456' } },
  { method: 'POST', url: accountApi.undoEmailChange(), auth: false, body: { token: 'A'.repeat(43) } },
  { method: 'POST', url: accountApi.changePassword(), auth: true, body: { current_password: 'not the password', new_password: 'a brand new passphrase' } },
  {
    method: 'POST',
    url: '/leads',
    auth: false,
    body: {
      type: 'contact',
      name: 'Meera Iyer',
      email: 'meera@example.com',
      mobile: '+91 98765 43210',
      subject: 'Training',
      message: 'Hello\nthere',
      page: '/contact',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'sap',
      utm_term: 'mm',
      utm_content: 'ad',
    },
  },
  { method: 'POST', url: '/lms/course/COURSE/join', auth: true, body: { coupon: 'WELCOME10' } },
  { method: 'PATCH', url: '/lms/course/COURSE/payment/status', auth: true, body: { order_id: 'order_test_1', payment_id: 'pay_1', signature: 'a'.repeat(64) } },
  // No string leaf of its own: the hostile text goes into an extra (stripped) field.
  { method: 'PUT', url: '/lms/course/COURSE/class/CLASS/progress', auth: true, body: { status: 2 } },
  // The back office: staff text reaches the catalogue, the public pages and e-mails.
  {
    method: 'POST',
    url: '/admin/courses',
    auth: 'staff',
    body: {
      course_title: 'SAP Analytics Cloud',
      slug: `fuzz-course-${n}`,
      description: 'Stories and models.\nOn a live tenant.',
      difficulty_level: 'Intermediate',
      course_type: 'Live',
      course_duration: 45,
      price: 1_850_000,
    },
  },
  { method: 'POST', url: '/admin/coupons', auth: 'staff', body: { code: `FUZZ${n}`, discount_percent: 10 } },
  {
    method: 'PUT',
    url: '/admin/settings',
    auth: 'staff',
    body: {
      version: 0,
      contact_email: 'info@example.com',
      phone: '+91 80 1234 5678',
      whatsapp: '+91 98450 00000',
      booking_url: 'https://example.com/book',
      social_links: { linkedin: 'https://www.linkedin.com/company/x', facebook: '', instagram: '', youtube: '' },
      webinar: { title: 'Free SAP career webinar', date: '25th August', time: '12 PM' },
    },
  },
];
