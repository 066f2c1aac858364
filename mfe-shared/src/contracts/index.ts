// React-free entry (`mfe-shared/contracts`): the API validates with these schemas and the
// frontends parse responses with the very same ones.
export * from './auth';
export * from './courses';
export * from './enrolment';
export * from './errors';
export * from './fields';
export * from './leads';
export * from './settings';
export * from './test-checkout';
export * from './my-enrolments';
export * from './pricing';
export * from './text';
