// Records a bank transfer, UPI payment or cheque against an unpaid order (decision 142): the
// method, its reference, the day the money arrived (India), the amount in rupees (prefilled with
// the order's; the API refuses any other) and the proof. The proof's type is checked by content on
// the server; `accept` only narrows the file picker. Settling enrols the student and issues the
// invoice, so the last step is the shared ConfirmDialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, errorMessage, fieldErrors, formatPrice, toast } from 'mfe-shared';
import {
  OFFLINE_PAYMENT_MESSAGES,
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_REFERENCE_MAX,
  offlinePaymentFieldsSchema,
  type AdminOrder,
} from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { todayInIndia } from '../../lib/india-time';
import { rupeeInput } from '../../lib/money';
import { rupeesField } from '../../lib/rupees-field';
import { recordOfflinePayment } from './api/record-offline-payment';
import { orderBuyer } from './order-states';

export const OFFLINE_LABELS = {
  method: 'Method',
  reference: 'Reference (UTR, UPI or cheque number)',
  receivedOn: 'Received on (India date)',
  amount: 'Amount received (₹)',
  proof: 'Proof of payment (PDF, PNG, JPEG or WebP)',
  submit: 'Record payment…',
  confirm: 'Record and settle',
} as const;
export const METHOD_LABELS: Record<(typeof OFFLINE_PAYMENT_METHODS)[number], string> = { bank_transfer: 'Bank transfer', upi: 'UPI', cheque: 'Cheque' };
export const RECORDED_TOAST = 'Offline payment recorded; the order is settled.';
export const PROOF_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

const formSchema = (amount: number) =>
  z.object({
    method: offlinePaymentFieldsSchema.shape.method,
    reference: offlinePaymentFieldsSchema.shape.reference,
    received_on: offlinePaymentFieldsSchema.shape.received_on,
    amount: rupeesField(
      z
        .number()
        .int()
        .refine((paise) => paise === amount, { error: OFFLINE_PAYMENT_MESSAGES.wrongAmount }),
    ),
    proof: z.custom<FileList>((value) => value instanceof FileList && value.length === 1, { error: OFFLINE_PAYMENT_MESSAGES.noProof }),
  });
type Input = z.input<ReturnType<typeof formSchema>>;
type Values = z.output<ReturnType<typeof formSchema>>;

export function OfflinePaymentForm({ order, onRecorded }: { order: AdminOrder; onRecorded: () => Promise<unknown> }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema(order.amount)),
    defaultValues: { method: 'bank_transfer', reference: '', received_on: todayInIndia(), amount: rupeeInput(order.amount) },
  });
  const submit = handleSubmit(async ({ proof, ...fields }) => {
    setRefused(null);
    try {
      await recordOfflinePayment(order.id, fields, proof[0]!);
      toast.success(RECORDED_TOAST);
      await onRecorded();
    } catch (error) {
      const fieldsOf = fieldErrors(error);
      if (fieldsOf) for (const [name, message] of Object.entries(fieldsOf)) setError(name.replace(/^body\./, '') as keyof Input, { type: 'server', message });
      else setRefused(errorMessage(error));
    }
  });
  const id = (name: string) => `offline-${name}-${order.id}`;
  return (
    <form aria-label="Record an offline payment" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormError message={refused} />
      <SelectField id={id('method')} label={OFFLINE_LABELS.method} error={formState.errors.method?.message} {...register('method')}>
        {OFFLINE_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('reference')}
        label={OFFLINE_LABELS.reference}
        maxLength={OFFLINE_REFERENCE_MAX}
        required
        error={formState.errors.reference?.message}
        {...register('reference')}
      />
      <TextField
        id={id('received-on')}
        label={OFFLINE_LABELS.receivedOn}
        type="date"
        required
        error={formState.errors.received_on?.message}
        {...register('received_on')}
      />
      <TextField
        id={id('amount')}
        label={OFFLINE_LABELS.amount}
        inputMode="decimal"
        required
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        id={id('proof')}
        label={OFFLINE_LABELS.proof}
        type="file"
        accept={PROOF_ACCEPT}
        required
        hint="Checked by its content when it is uploaded."
        error={formState.errors.proof?.message}
        {...register('proof')}
      />
      <ConfirmDialog
        trigger={
          <Button type="button" $variant="primary" disabled={formState.isSubmitting}>
            {OFFLINE_LABELS.submit}
          </Button>
        }
        title={`Record ${formatPrice(order.amount, { currency: order.currency })} received?`}
        description={
          order.company
            ? `${order.company.name}'s pool for ${order.course.course_title} grows by ${order.seats} seats and the tax invoice to the company is issued. This cannot be undone here.`
            : `${orderBuyer(order)} is enrolled in ${order.course.course_title} and the tax invoice is issued. This cannot be undone here.`
        }
        confirmLabel={OFFLINE_LABELS.confirm}
        confirmVariant="primary"
        onConfirm={() => submit()}
      />
    </form>
  );
}
