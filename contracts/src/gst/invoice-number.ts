// Tax invoice numbers (decision 140). CGST Rules 2017, rule 46(b): "a consecutive serial number not
// exceeding sixteen characters, in one or multiple series, containing alphabets or numerals or
// special characters hyphen or dash and slash …, unique for a financial year". The financial year
// runs 1 April to 31 March in India time. A number is `<prefix>/<YYYY-YY short>/<serial>`:
// "SA/2627/000042" is the 42nd invoice of April 2026 – March 2027 (14 characters).

export const INVOICE_NUMBER_MAX_CHARS = 16;
export const INVOICE_SERIAL_DIGITS = 6;
export const DEFAULT_INVOICE_PREFIX = 'SA';
/** Letters and digits only, so the whole number stays within rule 46(b)'s characters and length. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

const IST_OFFSET_MS = 330 * 60_000; // India has no daylight saving time

/** The financial year an instant falls in, in India: 2026 for 1 April 2026 – 31 March 2027. */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** "2627" for the year starting April 2026. */
export const financialYearLabel = (startYear: number) => `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The printed number of the `serial`-th invoice of a financial year. */
export function formatInvoiceNumber(prefix: string, financialYear: number, serial: number): string {
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) throw new RangeError('invoice prefix must be 1–4 capital letters or digits');
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('serial must be a whole number from 1');
  const number = `${prefix}/${financialYearLabel(financialYear)}/${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`;
  // A series past 999999 in a year grows a digit, and must still fit rule 46(b).
  if (number.length > INVOICE_NUMBER_MAX_CHARS) throw new RangeError(`invoice number ${number} exceeds ${INVOICE_NUMBER_MAX_CHARS} characters`);
  return number;
}
