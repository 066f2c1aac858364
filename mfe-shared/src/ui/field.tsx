// A labelled form control with its hint and validation message, wired for screen readers: the
// label names the control, the control points at the hint and the message (aria-describedby) and
// says whether it is invalid, and the message is an alert so it is read as it appears. A password
// field gets the show-password toggle. Its own entry (`mfe-shared/ui/field`), bundled by the
// screens that use it (decision 017).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { PasswordInput } from './password-input';

// `:where()` keeps the controls' look at the lowest specificity, so a form that styles its own
// inputs (the public lead forms, the profile sections) keeps its look.
export const FieldBox = styled.div`
  display: grid;
  gap: 0.25rem;
  label { font-weight: 600; }
  :where(input:not([type='checkbox']), select, textarea) {
    padding: 0.5rem 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: #fff;
    min-width: 0;
  }
  :where(input, select, textarea)[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  small { color: ${theme.color.muted}; }
`;

const Message = styled.p`
  color: ${theme.color.danger};
  margin: 0;
  font-size: 0.9rem;
`;

export type FieldProps = {
  /** The control's id; one is made up when omitted. The hint and message ids derive from it. */
  id?: string;
  label: string;
  /** The validation message: shown under the control, announced, and the control marked invalid. */
  error?: string;
  hint?: ReactNode;
  /**
   * False in a form that sums its errors up in one alert of its own (the public lead forms): a
   * screen reader then hears one announcement, and each message is still the control's description.
   */
  announceError?: boolean;
};

/** The attributes that tie a control to its hint and message. For a hand-built control, too. */
export function fieldWiring(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  // No aria-invalid at all while valid: "false" is noise to a screen reader.
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** The hint and the message, with the ids fieldWiring points at. */
export function FieldMessages({ id, error, hint, announceError = true }: { id: string } & Omit<FieldProps, 'label' | 'id'>) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <Message id={`${id}-error`} role={announceError ? 'alert' : undefined}>
          {error}
        </Message>
      )}
    </>
  );
}

function useFieldId(id?: string) {
  const made = useId();
  return id ?? made;
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** An input; `type="password"` adds the show-password toggle. */
export function TextField({ id, label, error, hint, announceError, ref, ...input }: TextFieldProps) {
  const controlId = useFieldId(id);
  const wired = { ...fieldWiring(controlId, error, hint), ref };
  return (
    <FieldBox>
      <label htmlFor={controlId}>{label}</label>
      {input.type === 'password' ? <PasswordInput {...wired} {...input} /> : <input {...wired} {...input} />}
      <FieldMessages id={controlId} error={error} hint={hint} announceError={announceError} />
    </FieldBox>
  );
}

export type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ id, label, error, hint, announceError, ref, ...input }: TextAreaFieldProps) {
  const controlId = useFieldId(id);
  return (
    <FieldBox>
      <label htmlFor={controlId}>{label}</label>
      <textarea rows={4} {...fieldWiring(controlId, error, hint)} ref={ref} {...input} />
      <FieldMessages id={controlId} error={error} hint={hint} announceError={announceError} />
    </FieldBox>
  );
}

export type SelectFieldProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ id, label, error, hint, announceError, ref, children, ...input }: SelectFieldProps) {
  const controlId = useFieldId(id);
  return (
    <FieldBox>
      <label htmlFor={controlId}>{label}</label>
      <select {...fieldWiring(controlId, error, hint)} ref={ref} {...input}>
        {children}
      </select>
      <FieldMessages id={controlId} error={error} hint={hint} announceError={announceError} />
    </FieldBox>
  );
}

/** A checkbox with its label after it. */
export function CheckboxField({ id, label, error, hint, announceError, ref, ...input }: TextFieldProps) {
  const controlId = useFieldId(id);
  return (
    <FieldBox>
      <span>
        <input type="checkbox" {...fieldWiring(controlId, error, hint)} ref={ref} {...input} /> <label htmlFor={controlId}>{label}</label>
      </span>
      <FieldMessages id={controlId} error={error} hint={hint} announceError={announceError} />
    </FieldBox>
  );
}
