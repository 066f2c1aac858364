// The shell's jest project: its browser app (jsdom) and its page server (server/, tests with a
// `@jest-environment node` docblock).
const base = require('../mfe-shared/testing/jest-frontend.cjs')(__dirname, 'shell');

const swc = base.transform['^.+\\.(t|j)sx?$'];
module.exports = {
  ...base,
  // A page server test reads mfe-marketing/build/seo-files.mjs, and @fastify/static requires
  // content-disposition, an ES module (Node ≥ 20.19 requires it as is; jest needs it compiled to
  // CommonJS).
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  setupFiles: [...base.setupFiles, '<rootDir>/test/server/support/keep-real-fetch.cjs'],
};
