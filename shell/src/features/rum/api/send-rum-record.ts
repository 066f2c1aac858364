// Sends one real-user record to the API's POST /rum without ever holding up the page: sendBeacon
// queues it with the browser, which delivers it even while the page unloads. A string body goes
// as text/plain, a CORS-safelisted type, so there is no preflight (the API parses it as JSON).
import { siteApi } from 'mfe-shared';
import type { RumRecord } from 'mfe-shared/contracts';

export function sendRumRecord(apiUrl: string, record: RumRecord): void {
  const url = `${apiUrl.replace(/\/$/, '')}${siteApi.rum()}`;
  const body = JSON.stringify(record);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    // No beacon (or its queue is full): a keepalive fetch outlives the page the same way.
    void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Monitoring must never break the page.
  }
}
