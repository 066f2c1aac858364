// GST rules (decision 140): states, GSTIN validation, tax on a sale, invoice numbers. React-free and
// dependency-free, so the API, the checkout form and the back office apply the very same rules.
export * from './states.ts';
export * from './gstin.ts';
export * from './tax.ts';
export * from './invoice-number.ts';
