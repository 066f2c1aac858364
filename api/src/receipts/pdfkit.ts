// pdfkit loads with the first PDF, not with the API: evaluating it takes about 0.26 s, and most
// processes (each replica, the CLIs, the API's test files) never render a PDF (decision 129).
type PdfKit = typeof import('pdfkit');

let loading: Promise<PdfKit> | undefined;

/** pdfkit's document class, loaded once per process. */
export const loadPdfKit = (): Promise<PdfKit> => (loading ??= import('pdfkit').then((module) => module.default));
