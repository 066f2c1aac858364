// One order as a card: the course, then date, amount, coupon and status as facts that
// wrap into two columns on a phone, what the status means for the student's money in words, and
// the order's actions: Pay now and Cancel while open, the receipt once money was taken, and the
// GST tax invoice beside it when one was issued (decision 141), and a credit note per refund of
// it (decision 142).
import styled from 'styled-components';
import { formatPrice, theme, useAuthStore } from 'mfe-shared';
import type { StudentOrder } from '@sap-academy/contracts/account';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDate, formatIndiaTime } from 'mfe-shared/ui/format';
import {
  DOWNLOAD_INVOICE,
  DOWNLOAD_RECEIPT,
  downloadCreditNoteLabel,
  ORDER_FACTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_NOTES,
  orderOpenUntil,
} from '../../../config/texts';
import { downloadCreditNote } from '../api/download-credit-note';
import { downloadInvoice } from '../api/download-invoice';
import { downloadReceipt } from '../api/download-receipt';
import { OpenOrderActions } from './open-order-actions';
import { OrderDownloadButton } from './order-download-button';

/** Dates and times as an Indian reader writes them, in IST: "5 Mar 2026", "2:35 pm". */
export const orderDate = (order: StudentOrder) => formatIndiaDate(order.created_at);

/** Money was taken for these, so a receipt exists (contracts/src/account/orders.ts). */
export const hasReceipt = (order: StudentOrder) => order.status === 'paid' || order.status === 'refund_due';

function statusNote(order: StudentOrder): string | undefined {
  if (order.status === 'created') return order.expires_at ? orderOpenUntil(formatIndiaTime(order.expires_at)) : undefined;
  return ORDER_STATUS_NOTES[order.status];
}

const OrderBox = styled(Card)`
  h2 { font-size: 1.1rem; overflow-wrap: anywhere; }
  > p { margin: 0; color: ${theme.color.muted}; }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(${ORDER_FACTS.length}, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  dt { color: ${theme.color.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  ${theme.media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 0.5rem;`;

export function OrderCard({ order, onChanged }: { order: StudentOrder; onChanged: () => Promise<unknown> }) {
  const settings = useAuthStore((state) => state.settings);
  const titleId = `order-${order.id}-course`;
  const dateId = `order-${order.id}-date`;
  const values: Record<(typeof ORDER_FACTS)[number], string> = {
    Date: orderDate(order),
    Amount: formatPrice(order.amount, { ...settings, currency: order.currency || settings.currency }),
    Coupon: order.coupon ?? '—',
    Status: ORDER_STATUS_LABELS[order.status],
  };
  const note = statusNote(order);
  return (
    <OrderBox as="article" aria-labelledby={`${titleId} ${dateId}`}>
      <h2 id={titleId}>{order.course.course_title}</h2>
      <Facts>
        {ORDER_FACTS.map((fact) => (
          <div key={fact}>
            <dt>{fact}</dt>
            <dd id={fact === 'Date' ? dateId : undefined}>{values[fact]}</dd>
          </div>
        ))}
      </Facts>
      {note && <p>{note}</p>}
      {(order.status === 'created' || hasReceipt(order)) && (
        <Actions>
          {order.status === 'created' ? (
            <OpenOrderActions order={order} onChanged={onChanged} />
          ) : (
            <>
              <OrderDownloadButton label={DOWNLOAD_RECEIPT} download={() => downloadReceipt(order)} />
              {order.invoice_number && <OrderDownloadButton label={DOWNLOAD_INVOICE} download={() => downloadInvoice(order)} />}
              {order.credit_notes?.map((note) => (
                <OrderDownloadButton key={note.id} label={downloadCreditNoteLabel(note.number)} download={() => downloadCreditNote(order, note)} />
              ))}
            </>
          )}
        </Actions>
      )}
    </OrderBox>
  );
}
