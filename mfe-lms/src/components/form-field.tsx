// A labelled input with its validation message, wired for screen readers: the message is an
// alert and the input points at it.
import type { InputHTMLAttributes } from 'react';

export function FormField({ id, label, error, ...input }: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const messageId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? messageId : undefined} {...input} />
      {error && (
        <p id={messageId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
