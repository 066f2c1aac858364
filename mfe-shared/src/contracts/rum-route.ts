// The real-user route of a path (zod-free), for the shell's beacons: see @sap-academy/contracts.
export * from '@sap-academy/contracts/rum-route';
