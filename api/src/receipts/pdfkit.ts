// pdfkit loads with the first PDF, not with the API: evaluating it takes about 0.26 s, and most
// processes (each replica, the CLIs, the API's test files) never render a PDF (decision 129).
// The module cache keeps it after the first call.
export const loadPdfKit = async () => (await import('pdfkit')).default;
