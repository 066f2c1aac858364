import fc from 'fast-check';
import { amountInWords, wholeNumberInWords } from '../../src/gst/index.ts';

describe('amountInWords (Indian numbering)', () => {
  it('writes rupees, paise and the Indian groups', () => {
    expect(amountInWords(1_180_000)).toBe('Rupees Eleven Thousand Eight Hundred Only');
    expect(amountInWords(99_950)).toBe('Rupees Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(amountInWords(12_345_678_90)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(wholeNumberInWords(100_000_000_00)).toBe('One Thousand Crore');
    expect(wholeNumberInWords(105)).toBe('One Hundred Five');
    expect(wholeNumberInWords(1_00_01_000)).toBe('One Crore One Thousand');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });

  it('reads back to the same number (a property over every amount up to ₹10 crore)', () => {
    const VALUES: Record<string, number> = { Zero: 0, One: 1, Two: 2, Three: 3, Four: 4, Five: 5, Six: 6, Seven: 7, Eight: 8, Nine: 9, Ten: 10 };
    ['Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'].forEach((w, i) => (VALUES[w] = 11 + i));
    ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach((w, i) => (VALUES[w] = 20 + 10 * i));
    const SCALES: Record<string, number> = { Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };
    /** A reader independent of the writer: sums small numbers, multiplies by a scale when one follows. */
    const parse = (words: string) => {
      let total = 0;
      let current = 0;
      for (const word of words.split(/[ -]/)) {
        if (word === 'Hundred') current *= 100;
        else if (SCALES[word]) {
          total += current * SCALES[word];
          current = 0;
        } else current += VALUES[word]!;
      }
      return total + current;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(amountInWords(paise));
        expect(match).not.toBeNull();
        expect(parse(match![1]!) * 100 + (match![2] ? parse(match![2]) : 0)).toBe(paise);
      }),
    );
  });
});
