// The company's orders of seats (decision 154): each order's course and seats (and batch, decision
// 155), amount, status in words and, once paid, its tax invoice to download with the bearer token.
import { Button, errorMessage, formatPrice, toast } from 'mfe-shared';
import { QueryState } from 'mfe-shared/ui/query-state';
import type { CompanyOrder } from '@sap-academy/contracts/companies';
import { portalErrorView } from '../../../components/error-view';
import { downloadCompanyInvoice } from '../api/download-company-invoice';
import { useCompanyOrders } from '../api/get-company-orders';
import * as T from '../company-texts';

function OrderItem({ companyId, order }: { companyId: number; order: CompanyOrder }) {
  const invoice = order.invoice_number;
  return (
    <li>
      {T.orderSeatsText(order.seats, order.course_title)}
      {order.batch && ` · ${T.batchText(order.batch)}`} · {formatPrice(order.amount, { currency: order.currency })} ·{' '}
      {T.ORDER_STATUS[order.status] ?? order.status}
      {order.purchase_reference && ` · PO ${order.purchase_reference}`}{' '}
      {invoice && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadCompanyInvoice(companyId, order.id, invoice).catch((e: unknown) => toast.error(errorMessage(e)))}
        >
          {T.invoiceButton(invoice)}
        </Button>
      )}
    </li>
  );
}

export function CompanyOrders({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useCompanyOrders(companyId);
  return (
    <section aria-labelledby="company-orders">
      <h2 id="company-orders">{T.ORDERS_HEADING}</h2>
      <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
        {({ results }) =>
          results.length === 0 ? (
            <p>{T.NO_ORDERS}</p>
          ) : (
            <ul>
              {results.map((order) => (
                <OrderItem key={order.id} companyId={companyId} order={order} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
