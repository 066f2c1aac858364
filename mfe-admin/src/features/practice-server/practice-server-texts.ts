// The Practice server screen's words (decision 150), imported by its tests.
export const PRACTICE_SERVER_TITLE = 'Practice server';
export const CREDENTIAL_LABELS = {
  host: 'Host',
  client: 'Client',
  username: 'User',
  password: 'Initial password',
  add: 'Add credential',
  newPassword: 'New initial password',
  confirmReset: 'Confirm reset',
} as const;
export const CREDENTIALS_HEADING = 'Credentials';
export const GRANTS_HEADING = 'Grants and waiting list';
export const STATE_LABELS = { free: 'Free', assigned: 'Assigned', needs_reset: 'Needs reset' } as const;
export const GRANT_STATUS_LABELS = { waiting: 'Waiting', active: 'Active', expired: 'Expired' } as const;
export const ADDED_TOAST = 'Credential added: waiting students get it first.';
export const RESET_TOAST = 'Reset confirmed: the credential is free again.';
export const NO_CREDENTIALS = 'No credentials yet: add the logins created on the practice server.';
export const NO_GRANTS = 'No student has practice-server access yet.';
