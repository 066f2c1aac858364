// '@react-router-full' is an alias (rspack-common.mjs) for react-router's own ES module, so the
// narrow entry can import it without going through the shared scope it provides.
declare module '@react-router-full' {
  export * from 'react-router';
}
