// '@styled-components-full' is an alias (rspack-common.mjs) for styled-components' own browser
// ES module, so the narrow entry can import it without going through the shared scope it provides.
declare module '@styled-components-full' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
