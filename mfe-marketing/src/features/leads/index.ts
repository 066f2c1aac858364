// The leads feature's public entry: what other features may use. Only the on-demand wrappers
// are here; the forms themselves stay behind their lazy chunks, so a page that imports this
// file does not pull react-hook-form, zod or the PDF writer (decision 202).
export { ContactForm, LeadFormToggle } from './lazy-forms';
