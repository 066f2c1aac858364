// A status as text with a colour: the word carries the meaning, the colour only helps.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

const TONES: Record<string, string> = {
  published: theme.color.success,
  active: theme.color.success,
  paid: theme.color.success,
  won: theme.color.success,
  draft: theme.color.muted,
  inactive: theme.color.muted,
  new: theme.color.brand,
  created: theme.color.brand,
  contacted: theme.color.brand,
  archived: theme.color.danger,
  lost: theme.color.danger,
  cancelled: theme.color.danger,
  expired: theme.color.muted,
  refund_due: theme.color.danger,
  valid: theme.color.success,
  revoked: theme.color.danger,
  // Refunds (decision 142).
  pending: theme.color.brand,
  processed: theme.color.success,
  failed: theme.color.danger,
};

const Badge = styled.span<{ $tone: string }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border: 1px solid ${({ $tone }) => $tone};
  border-radius: 999px;
  color: ${({ $tone }) => $tone};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge $tone={TONES[status] ?? theme.color.text}>{label ?? status.replace('_', ' ')}</Badge>;
}
