// sonner keeps its toasts in a module-level store; exporting it from the shared singleton
// means a toast raised inside a remote appears in the shell's one <Toaster/>.
export { toast, Toaster } from 'sonner';

// SPEC §9: toasts last 4000 ms, 3 visible, bottom-right.
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const TOAST_POSITION = 'bottom-right' as const;

/**
 * sonner's rich colours put 13 px text at 4.1–4.3:1 on their tints (success #008a2e on #ecfdf3),
 * under WCAG AA's 4.5:1, which axe reports on the back office. Darker text on the same tints,
 * set as the toaster's own CSS variables (its inline style outranks sonner's stylesheet).
 */
export const TOAST_STYLE = {
  '--success-text': '#006b24',
  '--error-text': '#b00000',
  '--warning-text': '#8a4500',
  '--info-text': '#0a4f9e',
} as Record<string, string>;
