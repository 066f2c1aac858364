// Valid GSTINs for tests: a state, a PAN-shaped middle, entity 1, Z and the mod-36 check character.
import { gstinCheckCharacter } from '@sap-academy/contracts/gst';
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '@sap-academy/contracts/admin';

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
