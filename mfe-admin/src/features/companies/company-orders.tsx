// A company's orders of seats (decision 154) on its back-office screen: "Raise an order" (a course,
// how many seats, the price per seat prefilled with the course's price, the company's PO), checked
// by the contract's schema before any request; then every order with its status, its tax invoice
// to download once paid, and the orders list's own panels: the offline payment that settles it
// (the company pays by bank transfer), the refunds that return unused seats, and Cancel for an
// open order raised by mistake.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, formatPrice, toast } from 'mfe-shared';
import { COMPANY_ORDER_MESSAGES, PURCHASE_REFERENCE_MAX, companyOrderInputSchema, type AdminOrder, type CompanyOrderInput } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { handleSaveError, toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { rupeeInput } from '../../lib/money';
import { rupeesField } from '../../lib/rupees-field';
import { useCourseOptions } from '../course-options';
import { OrderOfflinePayments, OrderPanel, OrderRefunds, REFUNDABLE, offersOfflinePayment, orderItem } from '../orders';
import { cancelCompanyOrder } from './api/cancel-company-order';
import { downloadOrderInvoice } from './api/download-order-invoice';
import { useCompanyOrders } from './api/get-company-orders';
import { raiseCompanyOrder } from './api/raise-company-order';

export const COMPANY_ORDER_TEXTS = {
  orders: 'Orders',
  raise: 'Raise an order',
  course: 'Course',
  seats: 'Number of seats',
  unitPrice: 'Price per seat (₹)',
  reference: 'Purchase order reference (optional)',
  raised: 'Order raised. Record the company’s bank transfer to issue the invoice and add the seats.',
  noOrders: 'No orders yet.',
  chooseCourse: 'Choose the course.',
  cancel: 'Cancel order',
  cancelled: 'Order cancelled.',
} as const;

/** The form's text fields, each through the contract's own rule for that field. */
const formSchema = z
  .object({
    course_id: z.string().min(1, { error: COMPANY_ORDER_TEXTS.chooseCourse }).transform(Number).pipe(companyOrderInputSchema.shape.course_id),
    seats: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: COMPANY_ORDER_MESSAGES.seats })
      .transform(Number)
      .pipe(companyOrderInputSchema.shape.seats),
    unit_price: rupeesField(companyOrderInputSchema.shape.unit_price.unwrap()),
    purchase_reference: z.string(),
  })
  // The contract's whole-order rules (N × price within the limit) on the converted values.
  .transform((values): CompanyOrderInput => values)
  .pipe(companyOrderInputSchema);
type Input = z.input<typeof formSchema>;

type Values = z.output<typeof formSchema>;

function RaiseOrder({ companyId, onRaised }: { companyId: number; onRaised: () => Promise<unknown> }) {
  const courses = useCourseOptions();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, reset } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { course_id: '', seats: '', unit_price: '', purchase_reference: '' },
  });
  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await raiseCompanyOrder(companyId, values);
      toast.success(COMPANY_ORDER_TEXTS.raised);
      reset();
      await onRaised();
    } catch (error) {
      handleSaveError(error, setError, setRefused);
    }
  });
  const e = formState.errors;
  const course = register('course_id');
  return (
    <form aria-label={COMPANY_ORDER_TEXTS.raise} noValidate onSubmit={(event) => void submit(event)}>
      <h3>{COMPANY_ORDER_TEXTS.raise}</h3>
      <FormError message={refused} />
      <SelectField
        id="company-order-course"
        label={COMPANY_ORDER_TEXTS.course}
        required
        error={e.course_id?.message}
        {...course}
        onChange={(event) => {
          void course.onChange(event);
          // The price per seat starts at the course's price; staff change it for a negotiated rate.
          const chosen = courses.find((c) => String(c.id) === event.target.value);
          if (chosen && chosen.price > 0) setValue('unit_price', rupeeInput(chosen.price));
        }}
      >
        <option value="">Choose…</option>
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.course_title}
          </option>
        ))}
      </SelectField>
      <TextField id="company-order-seats" label={COMPANY_ORDER_TEXTS.seats} inputMode="numeric" required error={e.seats?.message} {...register('seats')} />
      <TextField
        id="company-order-price"
        label={COMPANY_ORDER_TEXTS.unitPrice}
        inputMode="decimal"
        required
        error={e.unit_price?.message}
        {...register('unit_price')}
      />
      <TextField
        id="company-order-reference"
        label={COMPANY_ORDER_TEXTS.reference}
        maxLength={PURCHASE_REFERENCE_MAX}
        error={e.purchase_reference?.message}
        {...register('purchase_reference')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {COMPANY_ORDER_TEXTS.raise}
      </Button>
    </form>
  );
}

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
      <RaiseOrder companyId={companyId} onRaised={changed} />
    </OrderPanel>
  );
}
