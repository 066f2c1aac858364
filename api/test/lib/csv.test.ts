// The CSV encoder (src/lib/csv.ts): RFC 4180 text that parses back to the same cells, Excel's BOM
// and CRLF, and the OWASP formula-injection guard, checked against an independent parser (csv-parse).
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { FORMULA_STARTS, UTF8_BOM, csvRecord, csvStream, indiaTimestamp } from '../../src/lib/csv';

const isE164 = (s: string) => /^\+[1-9]\d{6,14}$/.test(s);
const guarded = (s: string) => (FORMULA_STARTS.some((c) => s.startsWith(c)) && !isE164(s) ? `'${s}` : s);
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

async function streamed(columns: string[], rows: unknown[][]): Promise<string> {
  const stream = csvStream(columns);
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  for (const row of rows) stream.write(row);
  stream.end();
  await ended;
  return Buffer.concat(chunks).toString('utf8');
}

// Every kind of text a lead form can carry, and the characters CSV and spreadsheets treat specially.
const special = fc.constantFrom('"', ',', '\r', '\n', '\r\n', ';', "'", '=', '+', '-', '@', '\t', ' ', '\uFF1D', '\u2028', 'é', '😀');
const cellText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(special, fc.string({ maxLength: 3 })), { maxLength: 12 }).map((parts) => parts.join('')),
);

describe('csvRecord', () => {
  it('quotes every cell, doubles quotes, keeps commas and line breaks inside the quotes and ends with CRLF', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'line 1\nline 2', 'cr\rlf', 7, null, ''])).toBe(
      '"plain","a,b","say ""hi""","line 1\nline 2","cr\rlf","7",,\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 555', `"'+1 555"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
  ])('guards %j with a quote inside the cell', (cell, encoded) => {
    expect(csvRecord([cell])).toBe(`${encoded}\r\n`);
  });

  // Decision 123: an E.164 phone holds no formula, and a guarded one cannot be dialled.
  it.each(['+919876543210', '+14155552671', '+4420712345'])('leaves the E.164 phone %j unguarded', (phone) => {
    expect(csvRecord([phone])).toBe(`"${phone}"\r\n`);
  });

  it.each(['+91 98765 43210', '+0123456789', '+91', '+9198765432101234', '+919876543210=1'])('still guards %j, which is not a plain E.164 number', (cell) => {
    expect(csvRecord([cell])).toBe(`"'${cell}"\r\n`);
  });

  it('writes a time in India Standard Time with its offset', () => {
    expect(csvRecord([new Date('2026-03-10T05:00:00Z'), new Date('2026-12-31T18:30:00.999Z')])).toBe(
      '"2026-03-10T10:30:00+05:30","2027-01-01T00:00:00+05:30"\r\n',
    );
    expect(indiaTimestamp(new Date('2026-06-01T00:00:00Z'))).toBe('2026-06-01T05:30:00+05:30');
  });

  it('leaves text that only contains a formula character later alone', () => {
    expect(csvRecord(['a=b', 'x-y', 'mail@example.com'])).toBe('"a=b","x-y","mail@example.com"\r\n');
  });

  it('property: any cell parses back to itself (plus the guard quote exactly when it starts with a formula character)', () => {
    fc.assert(
      fc.property(cellText, cellText, (a, b) => {
        const text = csvRecord([a, b]);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(parseCsv(text)).toEqual([[guarded(a), guarded(b)]]);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: no parsed cell ever starts with a formula character, and every non-empty cell is quoted', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (cells) => {
        const text = csvRecord(cells);
        for (const cell of parseCsv(text)[0]!) expect(FORMULA_STARTS.some((c) => cell.startsWith(c)) && !isE164(cell)).toBe(false);
        // Outside quotes only separators and the record's CRLF remain.
        expect(text.replace(/"(?:[^"]|"")*"/g, '')).toBe(`${','.repeat(cells.length - 1)}\r\n`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('csvStream', () => {
  it('writes the UTF-8 BOM, then the header row, then one CRLF-ended record per row', async () => {
    const text = await streamed(
      ['id', 'name'],
      [
        [1, 'Meera Iyer'],
        [2, '=cmd|"/c calc"!A1'],
      ],
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}"id","name"\r\n"1","Meera Iyer"\r\n"2","'=cmd|""/c calc""!A1"\r\n`);
    expect(parseCsv(text)).toEqual([
      ['id', 'name'],
      ['1', 'Meera Iyer'],
      ['2', `'=cmd|"/c calc"!A1`],
    ]);
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await streamed(['id', 'email'], [])).toBe(`${UTF8_BOM}"id","email"\r\n`);
  });
});
