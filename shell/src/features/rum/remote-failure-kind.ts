// Where a remote load failed, from the federation runtime's error codes
// (@module-federation/error-codes): the runtime reports almost every failure at its "onLoad"
// lifecycle, so the lifecycle alone cannot tell a missing manifest from a broken chunk.
import type { RemoteFailureKind } from 'mfe-shared/contracts';

const MANIFEST_CODES = ['RUNTIME-003', 'RUNTIME-004', 'RUNTIME-007', 'RUNTIME-011', 'RUNTIME-013'];
const ENTRY_CODES = ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-008', 'RUNTIME-015'];

export function remoteFailureKind(message: string): RemoteFailureKind {
  if (MANIFEST_CODES.some((code) => message.includes(code))) return 'manifest';
  if (ENTRY_CODES.some((code) => message.includes(code))) return 'entry';
  // An exposed module the remote lacks, or one of its chunks that would not load.
  if (message.includes('RUNTIME-014') || /ChunkLoadError|Loading chunk|Loading CSS chunk/.test(message)) return 'module';
  return 'other';
}
