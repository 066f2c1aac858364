import styled, { css } from 'styled-components';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'ghost';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`background: ${theme.color.brand}; color: #fff; border-color: ${theme.color.brand};`,
  secondary: css`background: #fff; color: ${theme.color.brand}; border-color: ${theme.color.brand};`,
  destructive: css`background: ${theme.color.danger}; color: #fff; border-color: ${theme.color.danger};`,
  ghost: css`background: transparent; color: ${theme.color.text}; border-color: transparent;`,
};

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.5rem 1rem;
  border: 2px solid;
  border-radius: ${theme.radius.sm};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
