// `@zxcvbn-ts/language-common` in the API's test files: the jest worker's one copy, so every file
// passes the same dictionary objects to `ZxcvbnFactory` (test/helpers/zxcvbn/core.cjs).
module.exports = globalThis.__apiTestWorker.zxcvbnModules().common;
