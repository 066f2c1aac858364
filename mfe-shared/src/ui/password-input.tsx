// Every password field has a show-password toggle. A toggle button (WAI-ARIA
// button pattern): its name stays "Show password" and aria-pressed says whether the password is
// shown. It keeps the input's id, name, ref and handlers, so a form library registers it like a
// plain input. Its own entry (`mfe-shared/ui/password-input`): only pages with a password load it.
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export const SHOW_PASSWORD_LABEL = 'Show password';

const Wrap = styled.span`
  position: relative;
  display: grid;
  && > input { width: 100%; box-sizing: border-box; padding-right: 2.75rem; }
`;

// 2.5rem square: a comfortable touch target inside the field's right edge.
const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.125rem;
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.muted};
  cursor: pointer;
  &[aria-pressed='true'] { color: ${theme.color.brand}; }
  &:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: -2px; }
`;

/** An eye, struck through while the password is hidden (the toggle would show it). */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M4 4l16 16" />}
    </svg>
  );
}

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

export function PasswordInput({ ref, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <Wrap>
      <input {...input} ref={ref} type={shown ? 'text' : 'password'} />
      <Toggle type="button" aria-label={SHOW_PASSWORD_LABEL} aria-pressed={shown} aria-controls={input.id} onClick={() => setShown((value) => !value)}>
        <EyeIcon struck={!shown} />
      </Toggle>
    </Wrap>
  );
}
