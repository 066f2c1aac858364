// The invoice total in words (CGST Rules 2017, rule 46(k) asks for "the total value of supply"; the
// words are the custom that guards against an altered figure), in the Indian numbering system:
// thousand, lakh (1,00,000), crore (1,00,00,000). Written here rather than taken from npm
// (decision 141): the packages found either count in millions or are unmaintained, and this is
// a screen of code with its tests.
//   1180000 paise  → "Rupees Eleven Thousand Eight Hundred Only"
//   99950 paise    → "Rupees Nine Hundred Ninety-Nine and Fifty Paise Only"

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1–999 in words, '' for 0: "Eight Hundred Five". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in Indian words: crores (which may themselves run into lakhs), lakhs, thousands, the rest. */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number from 0');
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores > 0 ? `${wholeNumberInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount of paise as printed under an invoice's total. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('amount must be a whole number of paise, at least 0');
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const rupeesPart = `Rupees ${wholeNumberInWords(rupees)}`;
  return remainder === 0 ? `${rupeesPart} Only` : `${rupeesPart} and ${belowHundred(remainder)} Paise Only`;
}
