// CSV for spreadsheets (issue 15: the leads export). csv-stringify (adaltas/node-csv, the
// maintained streaming encoder) does the RFC 4180 work; this module fixes the options every export
// shares, so a spreadsheet opens each file the same way:
// - a UTF-8 byte-order mark first: Excel otherwise reads the file as the machine's ANSI code page
//   and mangles every non-ASCII name;
// - CRLF between records (RFC 4180), every non-empty cell in double quotes, `"` doubled;
// - the OWASP CSV-injection guard: a cell that starts with = + - @ TAB or CR (or their full-width
//   forms, which some spreadsheets fold to the ASCII ones) gets a leading `'`, inside the quotes,
//   so a lead's name can never run as a formula on a staff member's machine.
import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** What a cell may start with for the guard to add its `'` (csv-stringify's `escape_formulas`). */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'] as const;

export const UTF8_BOM = '\uFEFF';

export type Cell = string | number | boolean | Date | null | undefined;

const OPTIONS: Options = {
  record_delimiter: '\r\n',
  quoted: true,
  escape_formulas: true,
  // Dates as ISO 8601 UTC, as the API sends them (csv-stringify's default is epoch milliseconds).
  cast: { date: (value) => value.toISOString(), boolean: (value) => (value ? 'true' : 'false') },
};

/** A transform stream: write one array of cells per row (in `columns` order), read CSV text. The header row and BOM come first. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ ...OPTIONS, bom: true, header: true, columns: [...columns] });
}

/** One record, with its CRLF; no BOM, no header. The streaming encoder writes the same bytes per row. */
export function csvRecord(cells: readonly Cell[]): string {
  return stringifySync([[...cells]], OPTIONS);
}
