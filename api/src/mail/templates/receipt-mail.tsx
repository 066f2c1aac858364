// The mail sent when an order is paid: a short summary, with the receipt PDF attached (the
// outbox worker renders both from the order when it sends).
import { Column } from '@react-email/column';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { BRAND_COLORS, portalLinks, type Brand } from '../brand';
import { ContactLine, Layout, linkStyle, textStyle } from '../components/layout';
import { formatDateTime } from '../format';
import { receiptFigures } from '../../receipts/receipt-pdf';
import { receiptNumber } from '../../receipts/receipt-number';
import type { ReceiptDetails } from '../../repositories/student-orders';

export const receiptSubject = (brand: Brand, receipt: ReceiptDetails) => `Your ${brand.name} receipt ${receiptNumber(receipt.id, receipt.paidAt)}`;

const cell = { fontSize: '14px', lineHeight: '20px', margin: '6px 0' } as const;

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Row style={{ borderBottom: `1px solid ${BRAND_COLORS.border}` }}>
      <Column style={{ padding: '0 10px' }}>
        <Text style={{ ...cell, color: strong ? BRAND_COLORS.text : BRAND_COLORS.muted, fontWeight: weight }}>{label}</Text>
      </Column>
      <Column align="right" style={{ padding: '0 10px' }}>
        <Text style={{ ...cell, fontWeight: weight }}>{value}</Text>
      </Column>
    </Row>
  );
}

export function ReceiptMail({ brand, receipt }: { brand: Brand; receipt: ReceiptDetails }) {
  const figures = receiptFigures(receipt);
  const number = receiptNumber(receipt.id, receipt.paidAt);
  return (
    <Layout brand={brand} preview={`${figures.amount} received for ${receipt.course.title}.`} heading="Thank you for your payment">
      <Text style={textStyle}>Hi {receipt.student.name},</Text>
      <Text style={textStyle}>
        We received your payment for <strong>{receipt.course.title}</strong>. The course is in your portal now.
      </Text>
      <Section style={{ border: `1px solid ${BRAND_COLORS.border}`, borderRadius: '8px', margin: '16px 0' }}>
        <Line label="Receipt number" value={number} />
        <Line label="Date paid" value={formatDateTime(receipt.paidAt)} />
        <Line label="List price" value={figures.listPrice} />
        <Line label={figures.discountLabel} value={figures.hasDiscount ? `\u2212${figures.discount}` : figures.discount} />
        <Line label="Amount paid" value={figures.amount} strong />
      </Section>
      <Text style={textStyle}>
        The receipt is attached as a PDF. You can download it again at any time from{' '}
        <Link href={portalLinks(brand).orders} style={linkStyle}>
          your orders
        </Link>
        .
      </Text>
      <Text style={textStyle}>
        A question about this payment?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}
