// Imported first by server.ts: instrumentation patches node-postgres, http and undici as they
// are loaded, so it must be in place before anything else is.
import { startTelemetry } from './telemetry';

export const telemetry = startTelemetry();
