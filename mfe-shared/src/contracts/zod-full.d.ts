// '@zod-full' is an alias (rspack-common.mjs) for zod's own ES module, so the narrow entry can
// import it without going through the shared scope it provides.
declare module '@zod-full' {
  export * from 'zod';
}
