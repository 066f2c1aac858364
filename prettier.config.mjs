// Formatting for code and config (decision 009); `npm run format:check` runs in `npm test`.
// The options follow the code as it was written, to keep the first write pass small: single
// quotes, semicolons, trailing commas, and a printWidth of 160 (of 120–200, the width that
// changes the fewest files; docs/perf/lint-and-format.md).
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  // styled-components' CSS stays as written (short rules on one line); Prettier would give
  // every declaration its own line.
  embeddedLanguageFormatting: 'off',
  // Compose files quote with double quotes, as their documentation does.
  overrides: [{ files: '*.{yml,yaml}', options: { singleQuote: false } }],
};
