// Uploads are judged by their bytes, not their names (decision 131): each allowed kind is
// recognised from its content, everything else is refused whatever it is called, and a name
// whose extension lies about the content is refused too.
import { SUBMISSION_CONTENT_TYPES, checkResourceContent } from '../../src/storage/content-check';
import { attachmentDisposition, fileNameIssue } from '../../src/storage/file-name';
import { FILES } from '../helpers/upload-fixtures';

describe('checkResourceContent', () => {
  it.each([
    ['handbook.pdf', 'application/pdf', FILES.pdf],
    ['screen.png', 'image/png', FILES.png],
    ['photo.jpg', 'image/jpeg', FILES.jpeg],
    ['photo.JPEG', 'image/jpeg', FILES.jpeg],
    ['diagram.webp', 'image/webp', FILES.webp],
    ['pricing.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', FILES.xlsx],
    ['config.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', FILES.docx],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', FILES.pptx],
    ['t-codes.csv', 'text/csv; charset=utf-8', FILES.csv],
    ['notes.txt', 'text/plain; charset=utf-8', FILES.txt],
  ])('accepts %s as %s by its content', async (name, type, bytes) => {
    expect(await checkResourceContent(bytes, name)).toEqual({ ok: true, content: expect.objectContaining({ contentType: type }) });
  });

  it.each([
    ['a plain zip named as a workbook', 'pricing.xlsx', FILES.zip],
    ['a GIF named as a PNG', 'screen.png', FILES.gif],
    ['a Windows program named as a PDF', 'handbook.pdf', FILES.exe],
    ['Latin-1 text named as CSV (not UTF-8)', 'list.csv', FILES.latin1],
    ['binary bytes named as text', 'notes.txt', FILES.binary],
  ])('refuses %s as the wrong type', async (_what, name, bytes) => {
    expect(await checkResourceContent(bytes, name)).toMatchObject({ ok: false, reason: 'type' });
  });

  it.each([
    ['a PDF named .png', 'handbook.png', FILES.pdf],
    ['a PNG named .pdf', 'screen.pdf', FILES.png],
    ['a Word document named .xlsx', 'config.xlsx', FILES.docx],
    ['text named .html', 'page.html', Buffer.from('<script>alert(1)</script>')],
    ['text with no extension', 'README', FILES.txt],
  ])('refuses %s: the name does not agree with the content', async (_what, name, bytes) => {
    expect(await checkResourceContent(bytes, name)).toMatchObject({ ok: false, reason: 'extension' });
  });
});

// Decision 134: a submission takes documents, pictures and spreadsheets only, still by content.
describe('checkResourceContent for assignment submissions', () => {
  it.each([
    ['work.pdf', 'application/pdf', FILES.pdf],
    ['screen.png', 'image/png', FILES.png],
    ['photo.jpg', 'image/jpeg', FILES.jpeg],
    ['diagram.webp', 'image/webp', FILES.webp],
    // file-type reads the zip's [Content_Types].xml, so a workbook is not "a zip".
    ['pricing.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', FILES.xlsx],
    ['t-codes.csv', 'text/csv; charset=utf-8', FILES.csv],
  ])('accepts %s as %s', async (name, type, bytes) => {
    expect(await checkResourceContent(bytes, name, SUBMISSION_CONTENT_TYPES)).toEqual({ ok: true, content: expect.objectContaining({ contentType: type }) });
  });

  it.each([
    ['a Word document', 'config.docx', FILES.docx],
    ['a PowerPoint deck', 'slides.pptx', FILES.pptx],
    ['plain text', 'notes.txt', FILES.txt],
    ['text named .pdf', 'work.pdf', Buffer.from('I promise this is a PDF.\n')],
    ['a plain zip named as a workbook', 'pricing.xlsx', FILES.zip],
    ['a Windows program named as a PDF', 'work.pdf', FILES.exe],
  ])('refuses %s as the wrong type', async (_what, name, bytes) => {
    expect(await checkResourceContent(bytes, name, SUBMISSION_CONTENT_TYPES)).toMatchObject({ ok: false, reason: 'type' });
  });

  it('still refuses a name that lies about an accepted content', async () => {
    expect(await checkResourceContent(FILES.png, 'screen.pdf', SUBMISSION_CONTENT_TYPES)).toMatchObject({ ok: false, reason: 'extension' });
  });
});

describe('file names', () => {
  it.each([
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '/etc/passwd',
    'C:\\x.pdf',
    'a/b.pdf',
    '.htaccess',
    'a..pdf',
    'bad\u0000.pdf',
    'line\nbreak.pdf',
    ' padded.pdf',
  ])('refuses %j as a path trick', (name) => {
    expect(fileNameIssue(name)).toBe('path');
  });

  it('keeps plain names, accents and spaces included', () => {
    for (const name of ['SAP MM handbook.pdf', 'Configuração (v2).docx', 'प्रशिक्षण.pdf']) expect(fileNameIssue(name)).toBeNull();
    expect(fileNameIssue('')).toBe('empty');
    expect(fileNameIssue(`${'a'.repeat(200)}.pdf`)).toBe('long');
  });

  it('offers the name as an attachment no name can break out of', () => {
    expect(attachmentDisposition('SAP "MM"; x=1.pdf')).toBe(`attachment; filename="SAP _MM__ x=1.pdf"; filename*=UTF-8''SAP%20%22MM%22%3B%20x%3D1.pdf`);
    expect(attachmentDisposition('Configuração.docx')).toBe(`attachment; filename="Configuracao.docx"; filename*=UTF-8''Configura%C3%A7%C3%A3o.docx`);
  });
});
