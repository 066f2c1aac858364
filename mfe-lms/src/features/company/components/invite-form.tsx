// Invite one learner by e-mail into a pool, validated with the contract's schema before any request
// (the API answers with the same words), on react-hook-form like the portal's other forms. It is
// part of the lazily loaded Company page, so react-hook-form loads only for HR (decision 032).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, toast } from 'mfe-shared';
import { companyInviteSchema, type CompanySeatPool } from '@sap-academy/contracts/companies';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { inviteCompanyLearner } from '../api/invite-company-learner';
import { EMAIL_LABEL, INVITE_BUTTON, INVITE_HEADING, NAME_LABEL, invitedToast } from '../company-texts';
import { PoolSelect } from './pool-select';

type InviteInput = z.input<typeof companyInviteSchema>;
type InviteValues = z.output<typeof companyInviteSchema>;

/** A blank name is no name: the API then names a new account after the e-mail. */
const optionalText = (value: string) => value.trim() || undefined;

export function InviteForm({ companyId, pools, onDone }: { companyId: number; pools: CompanySeatPool[]; onDone: () => Promise<unknown> }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(companyInviteSchema),
    defaultValues: { pool_id: pools[0]!.id, email: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await inviteCompanyLearner(companyId, values);
      toast.success(invitedToast(values.email));
      reset({ pool_id: values.pool_id, email: '' });
      await onDone();
    } catch (error) {
      showFormError(error, setError, ['pool_id', 'email', 'name']);
    }
  });
  return (
    <section aria-labelledby="company-invite">
      <h2 id="company-invite">{INVITE_HEADING}</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PoolSelect id="invite-pool" pools={pools} error={errors.pool_id?.message} {...register('pool_id', { valueAsNumber: true })} />
        <TextField id="invite-email" label={EMAIL_LABEL} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField id="invite-name" label={NAME_LABEL} autoComplete="off" error={errors.name?.message} {...register('name', { setValueAs: optionalText })} />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" disabled={isSubmitting}>
          {INVITE_BUTTON}
        </Button>
      </form>
    </section>
  );
}
