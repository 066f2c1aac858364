// Labelled form controls with their validation message, wired for screen readers: the message
// is an alert and the control points at it with aria-describedby.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { PasswordInput } from 'mfe-shared/ui/password-input';

export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  label { font-weight: 600; }
  input:not([type='checkbox']), select, textarea {
    padding: 0.5rem 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: #fff;
    min-width: 0;
  }
  input[aria-invalid='true'], select[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  [role='alert'] { color: ${theme.color.danger}; margin: 0; font-size: 0.9rem; }
  small { color: ${theme.color.muted}; }
`;

type Common = { id: string; label: string; error?: string; hint?: ReactNode };

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: Omit<Common, 'label'>) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A password field gets the shared show-password toggle (issue 27). */
export function TextField({ id, label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const wired = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, hint) };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {input.type === 'password' ? <PasswordInput {...wired} {...input} /> : <input {...wired} {...input} />}
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

export function TextAreaField({ id, label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...input} />
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

export function SelectField({ id, label, error, hint, children, ...input }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...input}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

export function CheckboxField({ id, label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field>
      <span>
        <input id={id} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...input} />{' '}
        <label htmlFor={id}>{label}</label>
      </span>
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

export const FormGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin-bottom: 1rem;
  .wide { grid-column: 1 / -1; }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin: 1rem 0;
  & > * { min-width: 10rem; }
`;
