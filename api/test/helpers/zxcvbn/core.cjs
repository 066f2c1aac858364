// `@zxcvbn-ts/core` in the API's test files (api/jest.config.cjs maps it here): the jest worker's
// copy of the real package, whose `ZxcvbnFactory` hands back the worker's estimator for options it
// has seen (test/helpers/worker-environment.cjs). The estimator is zxcvbn-ts's own, unchanged:
// only its dictionaries are ranked once per worker instead of once per test file.
const worker = globalThis.__apiTestWorker;
const { core } = worker.zxcvbnModules();

class ZxcvbnFactory {
  constructor(options, customMatchers) {
    // A constructor that returns an object makes `new` return that object.
    return worker.zxcvbnEstimator(options, customMatchers);
  }
}

module.exports = { ...core, ZxcvbnFactory };
