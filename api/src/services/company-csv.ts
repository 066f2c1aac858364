// Reading an HR contact's CSV of learners (decision 149): UTF-8 (a BOM is dropped), a header
// `email,name` (name optional, any case), then one learner per line. Quoted fields are read as
// RFC 4180 says, so a name with a comma survives a spreadsheet's export. Blank lines are skipped.
import { COMPANY_CSV_MAX_ROWS, COMPANY_MESSAGES } from '@sap-academy/contracts';
import { DomainError } from '../domain/errors';

export type CsvLearnerRow = { row: number; email: string; name: string };

/** Splits text into records of fields, with each record's 1-based line number. */
function records(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = '';
      start = ++line;
    } else {
      field += c;
    }
  }
  if (field !== '' || fields.length > 0) out.push({ line: start, fields: [...fields, field] });
  return out.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

/** The rows after the header; a 422 when the file itself is unusable (not text, no header, no rows, too many). */
export function parseLearnerCsv(bytes: Buffer): CsvLearnerRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DomainError('invalid', COMPANY_MESSAGES.csvNotText);
  }
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const emailAt = names.indexOf('email');
  const nameAt = names.indexOf('name');
  if (emailAt === -1 || names.some((n) => n !== 'email' && n !== 'name')) throw new DomainError('invalid', COMPANY_MESSAGES.csvHeader);
  if (rows.length === 0) throw new DomainError('invalid', COMPANY_MESSAGES.csvEmpty);
  if (rows.length > COMPANY_CSV_MAX_ROWS) throw new DomainError('invalid', COMPANY_MESSAGES.csvTooManyRows(COMPANY_CSV_MAX_ROWS));
  return rows.map((r) => ({ row: r.line, email: (r.fields[emailAt] ?? '').trim(), name: nameAt === -1 ? '' : (r.fields[nameAt] ?? '').trim() }));
}
