// A buyer's GST billing details (decision 141): "I need a GST invoice" at checkout, remembered per
// student (GET/PUT accountApi.billing) and copied onto the order, so the tax invoice shows what was
// true at purchase. A GSTIN is optional (an unregistered buyer may still want their name, address
// and state on the invoice); when given, its state must be the state chosen.
import { z } from 'zod';
import { joinRequestSchema } from './enrolment.ts';
import { gstAddressField, gstLegalNameField, gstStateField, gstinField, gstinMatchesState } from './gst-fields.ts';

export const billingDetailsSchema = z
  .object({
    /** '' for an unregistered buyer. */
    gstin: gstinField.default(''),
    legal_name: gstLegalNameField,
    address: gstAddressField,
    /** GST state code ("29"): the unregistered buyer's place of supply. */
    state: gstStateField,
  })
  .superRefine(gstinMatchesState);
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** GET accountApi.billing, and PUT's answer: null until the student saves details or checks out with them. */
export const billingDetailsResponseSchema = z.object({ billing: billingDetailsSchema.nullable() });
export type BillingDetailsResponse = z.infer<typeof billingDetailsResponseSchema>;

/**
 * The paid join with "I need a GST invoice" (POST /lms/course/{id}/join): `billing` is copied onto
 * the order and remembered for the student; absent (old clients too), the invoice is made out to
 * the student's account name.
 */
export const joinWithBillingRequestSchema = joinRequestSchema.extend({ billing: billingDetailsSchema.nullish() });
export type JoinWithBillingRequest = z.infer<typeof joinWithBillingRequestSchema>;
