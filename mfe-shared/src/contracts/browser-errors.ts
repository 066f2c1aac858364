// A browser error's scrubbing (zod-free), for the shell's error beacon: see @sap-academy/contracts.
export * from '@sap-academy/contracts/browser-errors';
