import { useApi } from 'mfe-shared';
import { billingDetailsResponseSchema } from '@sap-academy/contracts/gst';
import { accountApi } from '@sap-academy/contracts/account';

/** GET /lms/profile/billing: the GST billing details the student last checked out with, or null (decision 141). */
export function useBillingDetails() {
  return useApi(accountApi.billing(), billingDetailsResponseSchema);
}
