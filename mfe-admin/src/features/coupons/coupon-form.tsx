// A coupon's fields: either an amount in rupees or a percent, a course or all, an India-time
// validity window, limits and active.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from 'mfe-shared';
import type { CouponInput } from 'mfe-shared/contracts/admin';
import { CheckboxField, SelectField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { useCourseOptions } from '../course-options';
import { couponFormSchema, type CouponFormInput, type CouponFormValues } from './coupon-form-schema';

export function CouponForm({
  defaults,
  onSave,
  onReload,
}: {
  defaults: CouponFormInput;
  onSave: (input: CouponInput) => Promise<unknown>;
  onReload?: () => Promise<void>;
}) {
  const courses = useCourseOptions();
  const { register, handleSubmit, formState, setError } = useForm<CouponFormInput, unknown, CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const { stale, onSubmit, reload } = useVersionedSave({ handleSubmit, setError, save: onSave, saved: 'Coupon saved.', onReload });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Coupon">
      <StaleNotice message={stale} onReload={reload} />
      <FormGrid>
        <TextField id="coupon-code" label="Code" autoCapitalize="characters" error={errors.code?.message} {...register('code')} />
        <SelectField id="coupon-course" label="Course" error={errors.course_id?.message} {...register('course_id')}>
          <option value="">All courses</option>
          {defaults.course_id && !courses.some((course) => String(course.id) === defaults.course_id) && (
            <option value={defaults.course_id}>Course #{defaults.course_id}</option>
          )}
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.course_title}
            </option>
          ))}
        </SelectField>
        <TextField
          id="coupon-amount"
          label="Amount off (₹)"
          inputMode="decimal"
          hint="Either an amount or a percent."
          error={errors.discount_amount?.message}
          {...register('discount_amount')}
        />
        <TextField id="coupon-percent" label="Percent off" inputMode="numeric" error={errors.discount_percent?.message} {...register('discount_percent')} />
        <TextField
          id="coupon-from"
          label="Valid from"
          type="datetime-local"
          hint="India time; empty: from now."
          error={errors.valid_from?.message}
          {...register('valid_from')}
        />
        <TextField
          id="coupon-until"
          label="Valid until"
          type="datetime-local"
          hint="India time; empty: no end."
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
        <TextField
          id="coupon-usage-limit"
          label="Usage limit"
          inputMode="numeric"
          hint="Empty: unlimited."
          error={errors.usage_limit?.message}
          {...register('usage_limit')}
        />
        <TextField
          id="coupon-per-student"
          label="Per-student limit"
          inputMode="numeric"
          error={errors.per_student_limit?.message}
          {...register('per_student_limit')}
        />
        <CheckboxField id="coupon-active" label="Active" error={errors.active?.message} {...register('active')} />
      </FormGrid>
      <Button type="submit" disabled={isSubmitting}>
        Save coupon
      </Button>
    </form>
  );
}
