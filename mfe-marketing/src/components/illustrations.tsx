// Illustrations drawn for this site as inline SVG with fixed dimensions (no layout shift, no
// image requests). Each is decorative: the text beside it carries the meaning.
import type { ReactNode } from 'react';

/** Every drawing's canvas; the height follows the width so a resized one keeps its shape. */
export const ILLUSTRATION_VIEWBOX = { width: 320, height: 230 } as const;

const BRAND = '#0b5cab';
const SOFT = '#dbe8f7';
const ACCENT = '#f59e0b';

const DRAWINGS = {
  /** A learner at a laptop in front of an SAP-like dashboard. */
  learner: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      <rect x="44" y="52" width="150" height="96" rx="8" fill="#fff" />
      <rect x="56" y="66" width="60" height="8" rx="4" fill={BRAND} />
      <rect x="56" y="84" width="120" height="6" rx="3" fill={SOFT} />
      <rect x="56" y="98" width="100" height="6" rx="3" fill={SOFT} />
      <path d="M60 136l24-18 20 10 26-24 30 16" stroke={ACCENT} strokeWidth="5" fill="none" />
      <circle cx="238" cy="92" r="26" fill={BRAND} />
      <rect x="206" y="124" width="64" height="56" rx="18" fill={BRAND} />
      <rect x="30" y="170" width="200" height="10" rx="5" fill={BRAND} opacity=".25" />
    </>
  ),
  /** Connected boxes: an ERP landscape being implemented. */
  network: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      <path d="M90 80L160 120L230 80M160 120v50" stroke={BRAND} strokeWidth="4" fill="none" />
      <rect x="60" y="56" width="60" height="44" rx="8" fill={BRAND} />
      <rect x="200" y="56" width="60" height="44" rx="8" fill={BRAND} />
      <rect x="130" y="100" width="60" height="40" rx="8" fill={ACCENT} />
      <rect x="130" y="160" width="60" height="30" rx="8" fill="#fff" />
    </>
  ),
  /** Three people: a team or staffing. */
  team: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      {[90, 160, 230].map((x, i) => (
        <g key={x}>
          <circle cx={x} cy="96" r="22" fill={i === 1 ? ACCENT : BRAND} />
          <rect x={x - 30} y="124" width="60" height="52" rx="18" fill={i === 1 ? ACCENT : BRAND} />
        </g>
      ))}
    </>
  ),
  /** A chat bubble and a checklist: interviews and contact. */
  conversation: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      <rect x="50" y="56" width="140" height="70" rx="14" fill={BRAND} />
      <path d="M80 126l-10 22 30-22" fill={BRAND} />
      <rect x="70" y="76" width="100" height="8" rx="4" fill="#fff" />
      <rect x="70" y="94" width="70" height="8" rx="4" fill="#fff" />
      <rect x="180" y="110" width="96" height="70" rx="14" fill="#fff" />
      <path d="M196 134l8 8 14-16M196 160h60" stroke={ACCENT} strokeWidth="5" fill="none" />
    </>
  ),
  /** A rack of servers: hands-on server access. */
  server: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      {[56, 100, 144].map((y) => (
        <g key={y}>
          <rect x="90" y={y} width="140" height="34" rx="6" fill={BRAND} />
          <circle cx="110" cy={y + 17} r="5" fill={ACCENT} />
          <rect x="126" y={y + 14} width="80" height="6" rx="3" fill="#fff" opacity=".7" />
        </g>
      ))}
    </>
  ),
  /** A calendar page: events and webinars. */
  calendar: (
    <>
      <rect x="20" y="30" width="280" height="170" rx="14" fill={SOFT} />
      <rect x="90" y="50" width="140" height="130" rx="12" fill="#fff" />
      <rect x="90" y="50" width="140" height="34" rx="12" fill={BRAND} />
      <text x="160" y="150" textAnchor="middle" fontSize="56" fontWeight="700" fill={BRAND}>
        25
      </text>
      <circle cx="120" cy="50" r="6" fill={ACCENT} />
      <circle cx="200" cy="50" r="6" fill={ACCENT} />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IllustrationName = keyof typeof DRAWINGS;

export function Illustration({ name, width = ILLUSTRATION_VIEWBOX.width }: { name: IllustrationName; width?: number }) {
  const { width: w, height: h } = ILLUSTRATION_VIEWBOX;
  return (
    <svg width={width} height={Math.round((width * h) / w)} viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
