// The module the federation provides for `zod` (docs/decisions/004-lean-shared-runtime.md, and
// 036's amendment of 2026-11-28 21:30). A shared package ships whole: 200 KB of zod (its JSON
// Schema converters, registries, error formatters, the JIT compiler…) was evaluated at the start
// of every portal page. The apps only build and parse schemas with the `z` members below, so the
// rest is tree-shaken away; schema methods (`.min()`, `.optional()`, `.parse()`…) come with the
// schemas. mfe-shared/build/test/narrow-entries.test.mjs fails when code uses a `z` member or
// imports a name missing here.
import {
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  email,
  enum as zodEnum,
  iso,
  literal,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
} from '@zod-full';

const z = Object.freeze({
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum: zodEnum,
  iso,
  literal,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
});

export { config, z };
