// A company's orders of seats (decision 154) on its back-office screen: "Raise an order"
// (raise-order-form.tsx), then every order with its batch if it has one (decision 155), its status,
// its tax invoice to download once paid, and the orders list's own panels: the offline payment that
// settles it (the company pays by bank transfer), the refunds that return unused seats, and Cancel
// for an open order raised by mistake.
import { Suspense, useRef, useState } from 'react';
import { Button, formatPrice, toast } from 'mfe-shared';
import type { AdminOrder } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { toastError } from '../../lib/api';
import { batchLabel } from '../../lib/batch-label';
import { formatDateTime } from '../../lib/india-time';
import { OrderOfflinePayments, OrderPanel, OrderRefunds, REFUNDABLE, offersOfflinePayment, orderItem } from '../orders';
import { cancelCompanyOrder } from './api/cancel-company-order';
import { downloadOrderInvoice } from './api/download-order-invoice';
import { useCompanyOrders } from './api/get-company-orders';
import { BATCH_TEXTS, COMPANY_ORDER_TEXTS } from './company-texts';
import { RaiseOrderForm } from './raise-order-form';

function OrderItem({
  companyId,
  order,
  onOpen,
  onCancelled,
}: {
  companyId: number;
  order: AdminOrder;
  onOpen: (panel: 'refunds' | 'offline', opener: HTMLButtonElement) => void;
  onCancelled: () => Promise<unknown>;
}) {
  const money = (paise: number) => formatPrice(paise, { currency: order.currency });
  const invoice = order.invoice_number;
  return (
    <li aria-label={`Order ${order.order_id}`}>
      <strong>{orderItem(order)}</strong>
      <span>
        {order.seats} × {money(order.list_price)} · {money(order.amount)}
      </span>
      <span>{BATCH_TEXTS.line(order.batch && batchLabel(order.batch))}</span>
      <StatusBadge status={order.status} />
      {order.purchase_reference && <span>PO {order.purchase_reference}</span>}
      <small>
        raised {formatDateTime(order.created_at)}
        {order.paid_at && ` · paid ${formatDateTime(order.paid_at)}`}
      </small>
      {invoice && (
        <Button type="button" $variant="secondary" onClick={() => void downloadOrderInvoice(order.id, invoice).catch(toastError)}>
          Invoice {invoice}
        </Button>
      )}
      {offersOfflinePayment(order) && (
        <Button type="button" $variant="ghost" aria-label={`Offline payment of ${order.order_id}`} onClick={(event) => onOpen('offline', event.currentTarget)}>
          {order.status === 'created' ? 'Record payment' : 'Offline payment'}
        </Button>
      )}
      {order.status === 'created' && (
        <ConfirmDialog
          trigger={
            <Button type="button" $variant="ghost" aria-label={`Cancel ${order.order_id}`}>
              {COMPANY_ORDER_TEXTS.cancel}
            </Button>
          }
          title={`Cancel the order of ${orderItem(order)}?`}
          description="It was raised by mistake and will not be paid. If the company's transfer arrives anyway, recording it still settles the order."
          confirmLabel={COMPANY_ORDER_TEXTS.cancel}
          onConfirm={async () => {
            await cancelCompanyOrder(companyId, order.id);
            toast.success(COMPANY_ORDER_TEXTS.cancelled);
            await onCancelled();
          }}
        />
      )}
      {REFUNDABLE.has(order.status) && (
        <Button type="button" $variant="ghost" aria-label={`Refunds of ${order.order_id}`} onClick={(event) => onOpen('refunds', event.currentTarget)}>
          Refunds
        </Button>
      )}
    </li>
  );
}

/** `onChanged`: the company's detail, whose pools grow when an order is paid. */
export function CompanyOrders({ companyId, onChanged }: { companyId: number; onChanged: () => Promise<unknown> }) {
  const orders = useCompanyOrders(companyId);
  const [open, setOpen] = useState<{ order: AdminOrder; panel: 'refunds' | 'offline' } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const changed = () => Promise.all([orders.mutate(), onChanged()]);
  return (
    // The order panels' frame: each order's parts wrap on a narrow screen.
    <OrderPanel as="section" aria-labelledby="company-orders">
      <h2 id="company-orders">{COMPANY_ORDER_TEXTS.orders}</h2>
      <QueryState data={orders.data} error={orders.error} onRetry={() => void orders.mutate()}>
        {(data) =>
          data.results.length === 0 ? (
            <p>{COMPANY_ORDER_TEXTS.noOrders}</p>
          ) : (
            <ul aria-label="Orders of this company">
              {data.results.map((order) => (
                <OrderItem
                  key={order.id}
                  companyId={companyId}
                  order={order}
                  onCancelled={changed}
                  onOpen={(panel, button) => {
                    opener.current = button;
                    setOpen({ order, panel });
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {open && (
        <Suspense fallback={null}>
          {open.panel === 'refunds' ? (
            <OrderRefunds order={open.order} onClose={close} onChanged={changed} />
          ) : (
            <OrderOfflinePayments order={open.order} onClose={close} onChanged={changed} />
          )}
        </Suspense>
      )}
      <RaiseOrderForm companyId={companyId} onRaised={changed} />
    </OrderPanel>
  );
}
