// Toasts (SPEC §9). sonner keeps its toasts in a module-level store; going through the shared
// singleton means a toast raised inside a remote appears in the shell's one <Toaster/>.
// sonner is 9.5 KB of gzip JS that no page needs until something is said, and most visits say
// nothing: it loads on the first toast. Until then <Toaster/> renders nothing; the first call
// mounts sonner's toaster, waits until it listens, then shows the message.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

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

let sonner: Promise<typeof import('sonner')> | null = null;
const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();
let toasterListening!: () => void;
const listening = new Promise<void>((resolve) => (toasterListening = resolve));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind, message: string, data?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), listening]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'message') sonnerToast(message, data);
    else sonnerToast[kind](message, data);
  });
}

/** sonner's `toast`, `toast.success` and `toast.error`, loading sonner on first use. */
export const toast = Object.assign((message: string, data?: ExternalToast) => show('message', message, data), {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
});

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Runs after sonner's toaster (its earlier sibling) has subscribed to the toast store. */
function Listening() {
  useEffect(() => toasterListening(), []);
  return null;
}

export function Toaster(props: ToasterProps) {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Listening />
    </Suspense>
  );
}
