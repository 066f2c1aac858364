// A backup or restore that cannot go on, in one line an operator can act on (the CLI prints the
// message alone, like the API's ConfigError).
export class BackupError extends Error {
  override name = 'BackupError';
}
