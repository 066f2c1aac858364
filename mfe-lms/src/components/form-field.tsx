// A labelled input with its validation message, wired for screen readers: the message is an
// alert and the input points at it. A password field gets the show-password toggle (issue 27).
import type { InputHTMLAttributes } from 'react';
import { PasswordInput } from 'mfe-shared/ui/password-input';

export function FormField({ id, label, error, ...input }: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const messageId = `${id}-error`;
  const wired = { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? messageId : undefined };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {input.type === 'password' ? <PasswordInput {...wired} {...input} /> : <input {...wired} {...input} />}
      {error && (
        <p id={messageId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
