// One order's refunds (decision 142), opened from its row: what was paid and what is left, every
// refund with its state (pending until Razorpay says processed or failed) and its GST credit note,
// and the refund form while anything is left. Lazily loaded: only staff who refund pay for it.
import { useState } from 'react';
import { Button, formatPrice } from 'mfe-shared';
import type { AdminOrder, AdminRefund } from 'mfe-shared/contracts/admin';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { AuditHistory } from '../audit';
import { toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { downloadCreditNote } from './api/download-credit-note';
import { useOrderRefunds } from './api/get-order-refunds';
import { RefundForm } from './refund-form';
import { OrderPanel } from './order-panel';
import { orderBuyer, orderItem } from './order-states';

export const NO_REFUNDS = 'No refunds yet.';
export const NOTHING_LEFT = 'Everything paid has been refunded or is on its way.';

function RefundItem({ refund }: { refund: AdminRefund }) {
  const note = refund.credit_note;
  return (
    <li aria-label={`Refund of ${formatPrice(refund.amount, { currency: refund.currency })}`}>
      <strong>{formatPrice(refund.amount, { currency: refund.currency })}</strong>
      <StatusBadge status={refund.status} />
      <span>{refund.reason}</span>
      {refund.seats > 0 && <span>{`${refund.seats} seat${refund.seats === 1 ? '' : 's'} returned`}</span>}
      <small>{formatDateTime(refund.created_at)}</small>
      {refund.failure && <small>{refund.failure}</small>}
      {note && (
        <Button type="button" $variant="secondary" onClick={() => void downloadCreditNote(note.id, note.number).catch(toastError)}>
          Credit note {note.number}
        </Button>
      )}
    </li>
  );
}

/** Who refunded, recorded an offline payment or exported it, from the audit trail (admins'). */
export const ORDER_HISTORY = 'Order history';

export function OrderRefunds({ order, onClose, onChanged }: { order: AdminOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const refunds = useOrderRefunds(order.id);
  const [historyOpen, setHistoryOpen] = useState(false);
  const title = `Refunds of ${order.receipt_number ?? order.order_id}`;
  return (
    <OrderPanel aria-label={title}>
      <h2>{title}</h2>
      <p>
        {orderBuyer(order)} · {orderItem(order)}
      </p>
      <QueryState data={refunds.data} error={refunds.error} onRetry={() => void refunds.mutate()}>
        {(data) => (
          <>
            <p>
              Paid {formatPrice(data.amount_paid, { currency: order.currency })} · Refunded {formatPrice(data.refunded, { currency: order.currency })} · Left to
              refund {formatPrice(data.refundable, { currency: order.currency })}
              {data.invoice_number && ` · Invoice ${data.invoice_number}`}
            </p>
            {data.refunds.length === 0 ? (
              <p>{NO_REFUNDS}</p>
            ) : (
              <ul aria-label="Refunds">
                {data.refunds.map((refund) => (
                  <RefundItem key={refund.id} refund={refund} />
                ))}
              </ul>
            )}
            {data.refundable > 0 ? (
              <RefundForm
                key={`${data.refundable}-${data.seats_returnable}`}
                order={order}
                refundable={data.refundable}
                seatsReturnable={data.company_order ? data.seats_returnable : null}
                onRefunded={() => Promise.all([refunds.mutate(), onChanged()])}
              />
            ) : (
              data.amount_paid > 0 && <p>{NOTHING_LEFT}</p>
            )}
          </>
        )}
      </QueryState>
      {/* Read only when opened: most visits to the panel are for refunding, not for history. */}
      <details onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary>{ORDER_HISTORY}</summary>
        {historyOpen && <AuditHistory entity="order" entityId={order.id} version={`${order.status}-${refunds.data?.refunded ?? 0}`} />}
      </details>
      <div>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close refunds
        </Button>
      </div>
    </OrderPanel>
  );
}
