// Valid GSTINs for tests: a state, a PAN-shaped middle, entity 1, Z and the mod-36 check character.
import { gstinCheckCharacter } from '@sap-academy/contracts/gst';
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '@sap-academy/contracts/admin';
import type { NewInvoice } from '../../src/repositories/invoices';

export function testGstin(state: string, pan = 'ABCDE1234F'): string {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** The seller registered in Karnataka (29), as decision 141's examples. */
export const REGISTERED_SELLER: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  legal_name: 'SAP Academy Private Limited',
  address: '12 MG Road\nBengaluru 560001',
  state: '29',
  gstin: testGstin('29', 'AAACS1234K'),
};

const INVOICE_SELLER = { legal_name: REGISTERED_SELLER.legal_name, address: REGISTERED_SELLER.address, state: '29', gstin: REGISTERED_SELLER.gstin };
/** A buyer without a GSTIN (B2C). */
export const UNREGISTERED_BUYER = { name: 'Asha Rao', email: 'asha@example.com', gstin: '', address: '', state: null };

/** A stored tax invoice of the registered seller: ₹10,000 + 9 % CGST + 9 % SGST, B2C in Karnataka. */
export function testInvoice(serial: number, issuedAt: string, overrides: Partial<NewInvoice> = {}): NewInvoice {
  return {
    number: `SA/2627/${String(serial).padStart(6, '0')}`,
    paymentId: null,
    userId: null,
    financialYear: 2026,
    serial,
    issuedAt: new Date(issuedAt),
    seller: INVOICE_SELLER,
    buyer: UNREGISTERED_BUYER,
    placeOfSupply: '29',
    regime: 'intra_state',
    sac: '999293',
    rateBp: 1800,
    courseTitle: 'SAP FICO',
    taxable: 1_000_000,
    cgst: 90_000,
    sgst: 90_000,
    igst: 0,
    total: 1_180_000,
    ...overrides,
  };
}
