// The seller's GST registration as invoices read it (decision 141): the `tax` key of the settings
// table over DEFAULT_TAX_SETTINGS. Read with the settlement's own transaction, so the invoice is
// made out under the settings in force when the order became paid.
import { DEFAULT_TAX_SETTINGS, taxSettingsSchema, type TaxSettings } from '@sap-academy/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export const TAX_SETTINGS_KEY = 'tax';

/** The stored group over the defaults; a malformed stored value counts as "not registered" rather than printing a wrong invoice. */
export async function readTaxSettings(db: Db): Promise<TaxSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TAX_SETTINGS_KEY));
  if (!row) return DEFAULT_TAX_SETTINGS;
  const parsed = taxSettingsSchema.safeParse({ ...DEFAULT_TAX_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_TAX_SETTINGS;
}

/** Tax invoices are issued only by a registered business. */
export const issuesTaxInvoices = (tax: TaxSettings) => tax.gstin !== '';
