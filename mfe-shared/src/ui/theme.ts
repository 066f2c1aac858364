// Design tokens shared by the shell and both remotes.
export const MOBILE_BREAKPOINT_PX = 768; // SPEC §9

export const theme = {
  color: {
    brand: '#0b5cab',
    brandDark: '#083f77',
    accent: '#f59e0b',
    text: '#1f2937',
    muted: '#4b5563',
    surface: '#ffffff',
    surfaceAlt: '#f3f6fb',
    /** Behind a box that asks for the reader's attention (Card's `attention` tone). */
    attentionSurface: '#fffbeb',
    border: '#d9e0ea',
    success: '#15803d',
    danger: '#b91c1c',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 0.25}rem`,
  maxWidth: '1200px',
  /** Stacking order, lowest first (* which covered its title). Every modal layer sits above every header and menu. */
  layer: { header: 20, menu: 25, skipLink: 30, overlay: 40, dialog: 41 },
  media: {
    mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
    desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
  },
} as const;

export type Theme = typeof theme;
