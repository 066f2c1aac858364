// The remotes' release channels (decision 125): the Releases screen manages them, and Site speed
// compares each candidate with its stable build. One read, shared.
export { useReleases } from './api/get-releases';
