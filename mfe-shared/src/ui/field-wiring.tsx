// The pieces of a labelled control that a hand-built one needs too (an input with a button
// beside it): the fields' box, the ids and ARIA attributes that tie the control to its hint and
// message, and the message itself. Its own module, re-exported by `mfe-shared/ui/field`, so a
// screen that wires a control by hand does not also bundle the fields and the password toggle
// (decision 017: a page pays only for the pieces it renders).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';

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
