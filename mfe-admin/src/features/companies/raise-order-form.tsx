// "Raise an order" on a company's screen (decision 154): a course, optionally one batch of it
// (decision 155: its seats are held in the batch while the order is open), how many seats, the
// price per seat prefilled with the batch's or the course's price, and the company's PO, checked
// by the contract's schema before any request. The API's refusals land under their field (422)
// or above the form (409, e.g. a batch without room for the seats).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, toast } from 'mfe-shared';
import { COMPANY_ORDER_MESSAGES, PURCHASE_REFERENCE_MAX, companyOrderInputSchema, type CompanyOrderInput } from 'mfe-shared/contracts/admin';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { handleSaveError } from '../../lib/api';
import { rupeeInput } from '../../lib/money';
import { rupeesField } from '../../lib/rupees-field';
import { useCourseOptions } from '../course-options';
import { raiseCompanyOrder } from './api/raise-company-order';
import { BatchSelect, useOpenBatches } from './batch-select';
import { COMPANY_ORDER_TEXTS } from './company-texts';
import { CourseOptions } from './course-options';

/** The form's text fields, each through the contract's own rule for that field. */
const formSchema = z
  .object({
    course_id: z.string().min(1, { error: COMPANY_ORDER_TEXTS.chooseCourse }).transform(Number).pipe(companyOrderInputSchema.shape.course_id),
    batch_id: z
      .string()
      .transform((value) => (value ? Number(value) : null))
      .pipe(companyOrderInputSchema.shape.batch_id.unwrap()),
    seats: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: COMPANY_ORDER_MESSAGES.seats })
      .transform(Number)
      .pipe(companyOrderInputSchema.shape.seats),
    unit_price: rupeesField(companyOrderInputSchema.shape.unit_price.unwrap()),
    purchase_reference: z.string(),
  })
  // batch_id only when a batch is chosen; then the contract's whole-order rules (N × price within
  // the limit) on the converted values.
  .transform(({ batch_id, ...values }): CompanyOrderInput => (batch_id ? { ...values, batch_id } : values))
  .pipe(companyOrderInputSchema);
type Input = z.input<typeof formSchema>;

type Values = z.output<typeof formSchema>;

export function RaiseOrderForm({ companyId, onRaised }: { companyId: number; onRaised: () => Promise<unknown> }) {
  const courses = useCourseOptions();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, reset, control } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { course_id: '', batch_id: '', seats: '', unit_price: '', purchase_reference: '' },
  });
  const courseId = useWatch({ control, name: 'course_id' });
  const batches = useOpenBatches(courseId);
  // The price per seat starts at the batch's or the course's price; staff change it for a negotiated rate.
  const prefillPrice = (paise: number | null | undefined) => {
    if (paise) setValue('unit_price', rupeeInput(paise));
  };
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
  const batch = register('batch_id');
  const courseOf = (id: string) => courses.find((c) => String(c.id) === id);
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
          // Another course's batches are not this one's.
          setValue('batch_id', '');
          prefillPrice(courseOf(event.target.value)?.price);
        }}
      >
        <CourseOptions courses={courses} />
      </SelectField>
      <BatchSelect
        id="company-order-batch"
        batches={batches}
        error={e.batch_id?.message}
        {...batch}
        onChange={(event) => {
          void batch.onChange(event);
          const chosen = batches.find((b) => String(b.id) === event.target.value);
          // A batch without a price of its own sells at the course's, as the whole course does.
          prefillPrice(chosen?.price_paise ?? courseOf(courseId)?.price);
        }}
      />
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
