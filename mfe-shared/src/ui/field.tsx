// A labelled form control with its hint and validation message, wired for screen readers: the
// label names the control, the control points at the hint and the message (aria-describedby) and
// says whether it is invalid, and the message is an alert so it is read as it appears. A password
// field gets the show-password toggle. Its own entry (`mfe-shared/ui/field`), bundled by the
// screens that use it (decision 017).
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldBox, FieldMessages, fieldWiring, type FieldProps } from './field-wiring';
import { PasswordInput } from './password-input';

export { FieldBox, FieldMessages, fieldWiring, type FieldProps };

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
