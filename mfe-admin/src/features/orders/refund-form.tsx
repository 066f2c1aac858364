// The refund form of one order (decision 142): the amount starts at what is left to refund, a
// reason is required, and the course can be taken away with the money. The last step is the
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

export const REFUND_LABELS = {
  amount: 'Amount to refund (₹)',
  reason: 'Reason',
  revoke: 'Also take the course away from the student',
  submit: 'Refund…',
  confirm: 'Refund',
} as const;
export const REFUNDED_TOAST = 'Refund sent to Razorpay.';

const formSchema = (refundable: number) =>
  z.object({
    amount: rupeesField(z.number().int().min(REFUND_MIN_PAISE, { error: REFUND_MESSAGES.amount }).max(refundable, { error: REFUND_MESSAGES.tooMuch })),
    reason: refundRequestSchema.shape.reason,
    revoke_enrolment: z.boolean(),
  });
type Input = z.input<ReturnType<typeof formSchema>>;
type Values = z.output<ReturnType<typeof formSchema>>;

export function RefundForm({ order, refundable, onRefunded }: { order: AdminOrder; refundable: number; onRefunded: () => Promise<unknown> }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema(refundable)),
    defaultValues: { amount: rupeeInput(refundable), reason: '', revoke_enrolment: false },
  });
  const typed = parseRupees(useWatch({ control, name: 'amount' }));
  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await refundOrder(order.id, values);
      toast.success(REFUNDED_TOAST);
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
      <CheckboxField id={`refund-revoke-${order.id}`} label={REFUND_LABELS.revoke} {...register('revoke_enrolment')} />
      <ConfirmDialog
        trigger={
          <Button type="button" $variant="destructive" disabled={formState.isSubmitting}>
            {REFUND_LABELS.submit}
          </Button>
        }
        title={`Refund ${typed === null ? 'this amount' : formatPrice(typed, { currency: order.currency })}?`}
        description={`${order.student.name} gets it back through Razorpay for ${order.course.course_title}. A refund cannot be undone.`}
        confirmLabel={REFUND_LABELS.confirm}
        onConfirm={() => submit()}
      />
    </form>
  );
}
