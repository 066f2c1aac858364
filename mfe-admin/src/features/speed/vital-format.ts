// How Site speed writes its figures, shared by the per-page tables and the stable-vs-candidate
// comparison: plain part names, the metrics' staff words, and ms/s the same way everywhere.
import { REMOTES } from 'mfe-shared';
import type { RumSummary } from 'mfe-shared/contracts/admin';

export type Vital = keyof RumSummary['vitals'][number]['p75'];

/** 1830 → '1.83 s', 96 → '96 ms', CLS unitless to three places. */
export const formatAmount = (vital: Vital, value: number) =>
  vital === 'cls' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** The site's parts as staff know them; the federation names stay in the details. */
const PART_NAMES: Readonly<Record<string, string>> = {
  [REMOTES.marketing]: 'Public site',
  [REMOTES.lms]: 'Learning portal',
  [REMOTES.admin]: 'Back office',
};
export const partName = (remote: string) => PART_NAMES[remote] ?? remote;

/** Plain words first; the metric's own name in brackets for whoever looks it up. */
export const VITAL_LABELS: Record<Vital, string> = {
  lcp: 'Main content shown (LCP)',
  inp: 'Reaction to a tap or click (INP)',
  cls: 'Layout stays still (CLS)',
  ttfb: 'Server answer (TTFB)',
};
