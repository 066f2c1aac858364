// The final-price function alone (zod-free), for the root entry: see @sap-academy/contracts.
export * from '@sap-academy/contracts/pricing';
