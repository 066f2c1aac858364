import { apiFetch } from 'mfe-shared';
import { accountApi } from '@sap-academy/contracts/account';

/** POST /lms/logout-all: every session of the user, this one included, is signed out. */
export function logOutEverywhere() {
  return apiFetch(accountApi.logoutAll(), { method: 'POST', body: {} });
}
