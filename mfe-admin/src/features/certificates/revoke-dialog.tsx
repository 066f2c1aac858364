// Revoking a certificate (decision 135): the reason is required and stays with staff (the public
// page says only that it was revoked, and when). A Radix dialog like the lead's, not the shared
// ConfirmDialog: that one has no field, and a refused reason must show under its field.
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, toast } from 'mfe-shared';
import { type AdminCertificate, CERTIFICATE_REASON_MAX, type CertificateRevoke, certificateRevokeSchema } from 'mfe-shared/contracts/admin';
import { NarrowPanel, Overlay } from 'mfe-shared/ui/dialog-frame';
import { TextAreaField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { handleSaveError } from '../../lib/api';
import { revokeCertificate } from './api/revoke-certificate';

export const REVOKED_TOAST = 'Certificate revoked.';

export function RevokeDialog({
  certificate,
  onClose,
  onRevoked,
  returnFocusTo,
}: {
  certificate: AdminCertificate;
  onClose: () => void;
  onRevoked: (certificate: AdminCertificate) => Promise<unknown>;
  /** The row's button that opened it: without a Radix trigger, Radix has nowhere to return focus. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  // A 409 (revoked meanwhile by someone else) concerns the whole step, not the reason.
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CertificateRevoke>({
    resolver: zodResolver(certificateRevokeSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      const revoked = await revokeCertificate(certificate.id, values);
      toast.success(REVOKED_TOAST);
      await onRevoked(revoked);
      onClose();
    } catch (error) {
      handleSaveError(error, setError, setRefused);
    }
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay as={Dialog.Overlay} />
        <NarrowPanel
          as={Dialog.Content}
          onCloseAutoFocus={(event: Event) => {
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
        >
          <Dialog.Title>Revoke certificate {certificate.number}?</Dialog.Title>
          <Dialog.Description>
            {certificate.student.name}, {certificate.course.course_title}. Its public page will say it was revoked; the reason stays here.
          </Dialog.Description>
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Revoke certificate">
            <FormError message={refused} />
            <TextAreaField
              id="revoke-reason"
              label="Reason"
              maxLength={CERTIFICATE_REASON_MAX}
              required
              error={formState.errors.reason?.message}
              {...register('reason')}
            />
            <div className="actions">
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" $variant="destructive" disabled={formState.isSubmitting}>
                Revoke certificate
              </Button>
            </div>
          </form>
        </NarrowPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
