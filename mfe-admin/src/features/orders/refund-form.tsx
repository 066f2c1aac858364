// The refund form of one order (decision 142): the amount starts at what is left to refund, a
// reason is required, and the course can be taken away with the money (a company order instead
// returns unused seats from its pool, decision 154). The last step is the
// shared ConfirmDialog: money sent back cannot be taken back.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, errorMessage, fieldErrors, formatPrice, toast } from 'mfe-shared';
import { REFUND_MESSAGES, REFUND_MIN_PAISE, REFUND_REASON_MAX, type AdminOrder, refundRequestSchema } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { CheckboxField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { parseRupees, rupeeInput } from '../../lib/money';
import { rupeesField } from '../../lib/rupees-field';
import { refundOrder } from './api/refund-order';
import { orderBuyer } from './order-states';

export const REFUND_LABELS = {
  amount: 'Amount to refund (₹)',
  reason: 'Reason',
  revoke: 'Also take the course away from the student',
  seats: 'Unused seats to take back from the company’s pool',
  submit: 'Refund…',
  confirm: 'Refund',
} as const;
export const REFUNDED_TOAST = 'Refund sent to Razorpay.';
/** A company order is refunded by bank (decision 154): staff record it once the money has gone. */
export const COMPANY_REFUNDED_TOAST = 'Bank refund recorded; its credit note is issued.';

const formSchema = (refundable: number, seatsReturnable: number) =>
  z.object({
    amount: rupeesField(z.number().int().min(REFUND_MIN_PAISE, { error: REFUND_MESSAGES.amount }).max(refundable, { error: REFUND_MESSAGES.tooMuch })),
    reason: refundRequestSchema.shape.reason,
    revoke_enrolment: z.boolean(),
    // Typed as text; the contract's seats rule, then never more than the order has left.
    seats: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, { error: REFUND_MESSAGES.seats })
      .transform(Number)
      .pipe(refundRequestSchema.shape.seats.unwrap().max(seatsReturnable, { error: REFUND_MESSAGES.seatsTooMany(seatsReturnable) })),
  });
type Input = z.input<ReturnType<typeof formSchema>>;
type Values = z.output<ReturnType<typeof formSchema>>;

/** `seatsReturnable`: a company order's seats not yet returned (decision 154); null for a student's order. */
export function RefundForm({
  order,
  refundable,
  seatsReturnable = null,
  onRefunded,
}: {
  order: AdminOrder;
  refundable: number;
  seatsReturnable?: number | null;
  onRefunded: () => Promise<unknown>;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const company = seatsReturnable !== null;
  const { register, handleSubmit, formState, setError, control } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema(refundable, seatsReturnable ?? 0)),
    defaultValues: { amount: rupeeInput(refundable), reason: '', revoke_enrolment: false, seats: '0' },
  });
  const typed = parseRupees(useWatch({ control, name: 'amount' }));
  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      const { seats, revoke_enrolment, ...money } = values;
      await refundOrder(order.id, company ? { ...money, seats } : { ...money, revoke_enrolment });
      toast.success(company ? COMPANY_REFUNDED_TOAST : REFUNDED_TOAST);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) for (const [name, message] of Object.entries(fields)) setError(name as keyof Input, { type: 'server', message });
      else setRefused(errorMessage(error));
    }
    // A refused or unanswered refund is recorded too (failed or pending): the list shows it.
    await onRefunded();
  });
  return (
    <form aria-label="Refund this order" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormError message={refused} />
      <TextField
        id={`refund-amount-${order.id}`}
        label={REFUND_LABELS.amount}
        inputMode="decimal"
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        id={`refund-reason-${order.id}`}
        label={REFUND_LABELS.reason}
        maxLength={REFUND_REASON_MAX}
        required
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {company ? (
        <TextField
          id={`refund-seats-${order.id}`}
          label={`${REFUND_LABELS.seats} (at most ${seatsReturnable})`}
          inputMode="numeric"
          error={formState.errors.seats?.message}
          {...register('seats')}
        />
      ) : (
        <CheckboxField id={`refund-revoke-${order.id}`} label={REFUND_LABELS.revoke} {...register('revoke_enrolment')} />
      )}
      <ConfirmDialog
        trigger={
          <Button type="button" $variant="destructive" disabled={formState.isSubmitting}>
            {REFUND_LABELS.submit}
          </Button>
        }
        title={`Refund ${typed === null ? 'this amount' : formatPrice(typed, { currency: order.currency })}?`}
        description={
          company
            ? `Record this only once the money has gone back to ${orderBuyer(order)} by bank: the credit note is issued at once. A refund cannot be undone.`
            : `${orderBuyer(order)} gets it back through Razorpay for ${order.course.course_title}. A refund cannot be undone.`
        }
        confirmLabel={REFUND_LABELS.confirm}
        onConfirm={() => submit()}
      />
    </form>
  );
}
