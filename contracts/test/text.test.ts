// Decision 109: the text rules the API's edge hook and the forms share.
import { leadRequestSchema, nameField, registerRequestSchema, singleLine, toMultiLine, toSingleLine, unsafeCharIn } from '../src/index.ts';

describe('unsafeCharIn', () => {
  it.each([
    ['NUL', 'a\u0000b', 1],
    ['a lone high surrogate', 'ab\uD800', 2],
    ['a lone low surrogate', '\uDFFFx', 0],
    ['a reversed pair', '\uDC00\uD800', 0],
    ['ESC', 'x\u001b[31m', 1],
    ['DEL', '\u007f', 0],
    ['vertical tab', 'a\u000bb', 1],
  ])('finds %s', (_label, text, index) => {
    expect(unsafeCharIn(text)).toBe(index);
  });

  it('accepts TAB, CR, LF, C1 and any well-formed Unicode, emoji pairs included', () => {
    expect(unsafeCharIn('tab\there\r\nline\u0085 Zoë 中文 😀 \u2028')).toBe(-1);
  });
});

describe('single-line and multi-line text', () => {
  it('collapses every line break and control character of a single-line value into one space', () => {
    expect(toSingleLine('a\r\nb\tc\u2028d\u2029e\u0085f\u000bg\u0000h\u009bi')).toBe('a b c d e f g h i');
    expect(toSingleLine('x\uD800y')).toBe('xy');
  });

  it('keeps newlines (as \\n) in a multi-line value and drops the other controls', () => {
    expect(toMultiLine('one\r\ntwo\rthree\u2028four\u0085five\tsix\u0007\u009b')).toBe('one\ntwo\nthree\nfour\nfive six');
  });

  it('trims after collapsing, so a value of only line breaks is empty', () => {
    expect(singleLine().min(1).safeParse('\r\n\t').success).toBe(false);
    expect(nameField.safeParse('\n').success).toBe(false);
    expect(registerRequestSchema.parse({ name: ' Asha\r\nRao ', email: 'a@b.co', password: 'password123' }).name).toBe('Asha Rao');
  });

  it('parses a lead with one-line fields and a multi-line message, as the form and the API both do', () => {
    const lead = leadRequestSchema.parse({
      type: 'contact',
      name: 'Meera\r\nBcc: x@y.z',
      email: ' meera@example.com\n',
      mobile: '+91\n98765',
      subject: 'Hi\u2028there',
      page: '/contact\r',
      utm_source: 'a\tb',
      message: 'Hello\r\n\r\nBye\u0007',
    });
    expect(lead).toMatchObject({
      name: 'Meera Bcc: x@y.z',
      email: 'meera@example.com',
      mobile: '+91 98765',
      subject: 'Hi there',
      page: '/contact',
      utm_source: 'a b',
      message: 'Hello\n\nBye',
    });
  });
});
