// Form pieces shared by the lead forms: their frame, the honeypot, and the success / failure
// notices. The fields are the design system's (mfe-shared/ui/field).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const FormBox = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input, textarea {
    width: 100%;
    padding: 0.625rem 0.75rem;
    border: 1px solid #6b7280;
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: #fff;
    color: ${theme.color.text};
  }
  input[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** A field people never see; bots fill it, and the API then drops the lead quietly. */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Honeypot(props, ref) {
  const id = useId();
  return (
    <Trap>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </Trap>
  );
});

const NoticeBox = styled.div<{ $tone: 'success' | 'error' }>`
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${({ $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  color: ${({ $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: #fff;
  font-weight: 600;
`;

export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <NoticeBox role={tone === 'success' ? 'status' : 'alert'} $tone={tone}>
      {children}
    </NoticeBox>
  );
}
