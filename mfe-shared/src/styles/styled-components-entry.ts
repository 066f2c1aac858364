// The module the federation provides for `styled-components` (docs/decisions/004-lean-shared-runtime.md).
// A shared package ships whole; this entry names what the apps use, so the rest (the server
// style sheet, the theme and sheet-manager components, the helpers) is tree-shaken away.
// scripts/test/narrow-entries.test.mjs fails when code imports a name missing here.
export { default, createGlobalStyle, css, keyframes } from '@styled-components-full';
