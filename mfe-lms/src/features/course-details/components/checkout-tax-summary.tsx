// The checkout summary's tax lines (decision 141): the figures the order's tax invoice will print,
// as the API computed them for its place of supply, shown while the order is being paid: taxable
// value, CGST and SGST (within the seller's state) or IGST, and the total charged.
import styled from 'styled-components';
import { formatPrice, theme } from 'mfe-shared';
import type { CheckoutTax } from '@sap-academy/contracts/enrolment';

export const TAX_SUMMARY_LABEL = 'Tax summary';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 600;
    border-top: 1px solid ${theme.color.border};
    padding-top: 0.25rem;
  }
`;

const rate = (basisPoints: number) => `${basisPoints / 100} %`;

export function CheckoutTaxSummary({ tax, currency }: { tax: CheckoutTax; currency: string }) {
  const money = (paise: number) => formatPrice(paise, { currency });
  const lines: Array<[string, number]> = [[tax.prices_include_gst ? 'Taxable value (price incl. GST)' : 'Price (taxable value)', tax.taxable]];
  if (tax.igst > 0 || (tax.cgst === 0 && tax.sgst === 0)) lines.push([`IGST ${rate(tax.rate_bp)}`, tax.igst]);
  else lines.push([`CGST ${rate(tax.rate_bp / 2)}`, tax.cgst], [`SGST ${rate(tax.rate_bp / 2)}`, tax.sgst]);
  lines.push(['Total to pay', tax.total]);
  return (
    <List aria-label={TAX_SUMMARY_LABEL}>
      {lines.map(([label, paise]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{money(paise)}</dd>
        </div>
      ))}
    </List>
  );
}
