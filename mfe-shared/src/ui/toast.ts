// sonner keeps its toasts in a module-level store; exporting it from the shared singleton
// means a toast raised inside a remote appears in the shell's one <Toaster/>.
export { toast, Toaster } from 'sonner';

// SPEC §9: toasts last 4000 ms, 3 visible, bottom-right.
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const TOAST_POSITION = 'bottom-right' as const;
