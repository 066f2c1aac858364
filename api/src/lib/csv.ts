// CSV for spreadsheets (the leads export). csv-stringify (adaltas/node-csv, the
// maintained streaming encoder) does the RFC 4180 work; this module fixes the options every export
// shares, so a spreadsheet opens each file the same way:
// - a UTF-8 byte-order mark first: Excel otherwise reads the file as the machine's ANSI code page
//   and mangles every non-ASCII name;
// - CRLF between records (RFC 4180), every non-empty cell in double quotes, `"` doubled;
// - the OWASP CSV-injection guard: a cell that starts with = + - @ TAB or CR (or their full-width
//   forms, which some spreadsheets fold to the ASCII ones) gets a leading `'`, inside the quotes,
//   so a lead's name can never run as a formula on a staff member's machine. A cell that is
//   exactly an E.164 phone number (`+919876543210`, decision 123) is left alone: it holds no
//   formula, and the `'` made every stored phone unusable once pasted into a dialler;
// - times in India Standard Time with their offset (`2026-03-10T10:30:00+05:30`), the time the
//   back office shows (the screen said IST, the file said UTC).
import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { E164_PATTERN } from './phone';

/** What a cell may start with for the guard to add its `'` (csv-stringify's `escape_formulas`). */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'] as const;

export const UTF8_BOM = '\uFEFF';

export type Cell = string | number | boolean | Date | null | undefined;

/** India has one offset all year (no daylight saving): +05:30. */
const IST_OFFSET_MINUTES = 330;

/** ISO 8601 in India Standard Time with its offset, to the second: `2026-03-10T10:30:00+05:30`. */
export function indiaTimestamp(value: Date): string {
  const shifted = new Date(value.getTime() + IST_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/** The OWASP guard (csv-stringify's `escape_formulas`, which cannot spare phone numbers). */
export function guardFormula(cell: string): string {
  if (E164_PATTERN.test(cell)) return cell;
  return FORMULA_STARTS.some((start) => cell.startsWith(start)) ? `'${cell}` : cell;
}

const OPTIONS: Options = {
  record_delimiter: '\r\n',
  quoted: true,
  // Dates in IST with the offset (csv-stringify's default is epoch milliseconds).
  cast: { date: indiaTimestamp, boolean: (value) => (value ? 'true' : 'false'), string: guardFormula },
};

/** A transform stream: write one array of cells per row (in `columns` order), read CSV text. The header row and BOM come first. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ ...OPTIONS, bom: true, header: true, columns: [...columns] });
}

/** One record, with its CRLF; no BOM, no header. The streaming encoder writes the same bytes per row. */
export function csvRecord(cells: readonly Cell[]): string {
  return stringifySync([[...cells]], OPTIONS);
}

/** Today's date in India (`2026-11-28`), for an export's file name: the day staff see, like the filters'. */
export const indiaToday = (now: Date = new Date()) => indiaTimestamp(now).slice(0, 10);

/** The headers every CSV download carries: the type, a file name, and no caching of personal data. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}
