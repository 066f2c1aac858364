// Runs before the shared set-up replaces fetch with its fake server (mfe-shared/testing/
// fetch-mock.ts): the page server's tests talk to real sockets (real-fetch.ts).
globalThis.__realFetch = globalThis.fetch;
