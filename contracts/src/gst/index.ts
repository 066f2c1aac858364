// GST rules (decision 140): states, GSTIN validation, tax on a sale, invoice numbers, React-free and
// without dependencies, so the API, the checkout form and the back office apply the very same
// rules; and their zod fields (which need zod, shared by the remotes).
export * from './states.ts';
export * from './gstin.ts';
export * from './tax.ts';
export * from './invoice-number.ts';
export * from './credit-note.ts';
// The zod forms of the rules (the seller's settings, a buyer's billing details, the paid join with
// them): only the screens and routes that take GST details load them (decision 025).
export * from '../gst-fields.ts';
export * from '../billing.ts';
export * from './amount-in-words.ts';
