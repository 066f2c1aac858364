import fc from 'fast-check';
import { GSTIN_MESSAGES, GST_STATES, gstinCheckCharacter, gstinPan, gstinProblem, gstinState, isValidGstin, normaliseGstin } from '../../src/gst/index.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
/** Any well-formed GSTIN: a real state, a PAN-shaped middle, an entity number, Z and its check character. */
const gstinArb = fc
  .tuple(
    fc.constantFrom(...Object.keys(GST_STATES)),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, l5, d4, l1, entity]) => {
    const first14 = `${state}${l5.join('')}${d4.join('')}${l1}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

describe('GSTIN validation (decision 140)', () => {
  it('accepts GSTINs issued to real businesses', () => {
    // Published on their invoices: a Maharashtra, a Delhi and a Tamil Nadu registration.
    for (const gstin of ['27AAPFU0939F1ZV', '07AAACR5055K1Z9', '33AAACH7409R1Z8']) expect(gstinProblem(gstin)).toBeNull();
    expect(gstinState('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('names what is wrong: the shape, the state or the check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape'); // 14 characters
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('shape'); // the 14th must be Z
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('shape'); // the PAN's 5 letters
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('shape'); // entity number 0 does not exist
    expect(gstinProblem('40AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(GSTIN_MESSAGES.checksum).toMatch(/typo/);
  });

  it('normalises what people paste: spaces and lower case', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('accepts every well-formed GSTIN with its check character, and exactly one check character', () => {
    fc.assert(
      fc.property(gstinArb, (gstin) => {
        expect(isValidGstin(gstin)).toBe(true);
        const others = [...ALPHABET].filter((c) => c !== gstin[14]);
        for (const c of others) expect(gstinProblem(gstin.slice(0, 14) + c)).toBe('checksum');
      }),
    );
  });

  it('catches every single-character typo in the first 14 characters', () => {
    fc.assert(
      fc.property(gstinArb, fc.integer({ min: 0, max: 13 }), fc.constantFrom(...ALPHABET), (gstin, at, c) => {
        fc.pre(gstin[at] !== c);
        expect(isValidGstin(gstin.slice(0, at) + c + gstin.slice(at + 1))).toBe(false);
      }),
    );
  });

  it('catches swapping two different neighbouring characters', () => {
    fc.assert(
      fc.property(gstinArb, fc.integer({ min: 0, max: 12 }), (gstin, at) => {
        fc.pre(gstin[at] !== gstin[at + 1]);
        const swapped = gstin.slice(0, at) + gstin[at + 1] + gstin[at] + gstin.slice(at + 2);
        // A swap that keeps the shape must fail the check character (mod-36 Luhn catches
        // every adjacent transposition except the pair whose values sum to 35: 0↔Z, 1↔Y, …).
        const values = [gstin[at]!, gstin[at + 1]!].map((ch) => ALPHABET.indexOf(ch));
        fc.pre(values[0]! + values[1]! !== 35);
        expect(isValidGstin(swapped)).toBe(false);
      }),
    );
  });
});
