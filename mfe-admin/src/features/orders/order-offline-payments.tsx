// One order's offline payments (decision 142), opened from its row: the recorded bank transfer,
// UPI payment or cheque with who recorded it and its proof to download, and the form while the
// order has not taken money. Lazily loaded: only staff who record payments pay for it.
import { Button, formatPrice } from 'mfe-shared';
import type { AdminOfflinePayment, AdminOrder } from 'mfe-shared/contracts/admin';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { downloadOfflineProof } from './api/download-offline-proof';
import { useOfflinePayments } from './api/get-offline-payments';
import { METHOD_LABELS, OfflinePaymentForm } from './offline-payment-form';
import { orderBuyer, orderItem, PAYABLE } from './order-states';
import { OrderPanel } from './order-panel';

export const NO_OFFLINE_PAYMENTS = 'No offline payment recorded.';
export const NOT_PAYABLE = 'This order has taken its money; nothing more to record.';

function PaymentItem({ payment, currency }: { payment: AdminOfflinePayment; currency: string }) {
  const label = `${METHOD_LABELS[payment.method]} ${payment.reference}`;
  return (
    <li aria-label={label}>
      <strong>{formatPrice(payment.amount, { currency })}</strong>
      <span>{label}</span>
      <span>received {formatIndiaDate(`${payment.received_on}T12:00:00+05:30`)}</span>
      <small>
        recorded {formatDateTime(payment.created_at)}
        {payment.recorded_by && ` by ${payment.recorded_by}`}
      </small>
      <Button type="button" $variant="secondary" onClick={() => void downloadOfflineProof(payment.id, payment.proof_type).catch(toastError)}>
        Proof of {payment.reference}
      </Button>
    </li>
  );
}

export function OrderOfflinePayments({ order, onClose, onChanged }: { order: AdminOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const payments = useOfflinePayments(order.id);
  const title = `Offline payment of ${order.receipt_number ?? order.order_id}`;
  return (
    <OrderPanel aria-label={title}>
      <h2>{title}</h2>
      <p>
        {orderBuyer(order)} · {orderItem(order)} · {formatPrice(order.amount, { currency: order.currency })}
      </p>
      <QueryState data={payments.data} error={payments.error} onRetry={() => void payments.mutate()}>
        {(data) => (
          <>
            {data.length === 0 ? (
              <p>{NO_OFFLINE_PAYMENTS}</p>
            ) : (
              <ul aria-label="Offline payments">
                {data.map((payment) => (
                  <PaymentItem key={payment.id} payment={payment} currency={order.currency} />
                ))}
              </ul>
            )}
            {PAYABLE.has(order.status) && data.length === 0 ? (
              <OfflinePaymentForm order={order} onRecorded={() => Promise.all([payments.mutate(), onChanged()])} />
            ) : (
              <p>{NOT_PAYABLE}</p>
            )}
          </>
        )}
      </QueryState>
      <div>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close offline payment
        </Button>
      </div>
    </OrderPanel>
  );
}
