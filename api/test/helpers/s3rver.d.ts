// s3rver (the local S3 fake of the storage tests, installed for the release scripts) ships no
// types; the part the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent: boolean; directory: string });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
