// The DOM event the federation runtime's failure plugin dispatches for every failed remote load
// (features/remotes/remote-plugins.ts) and real-user monitoring reports (features/rum).
export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
}

export const REMOTE_FAILURE_EVENT = 'shell:remote-failure';
