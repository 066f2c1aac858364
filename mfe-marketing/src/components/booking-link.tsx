// SPEC §2 "Calls to action": 'Talk to an Expert', 'Schedule a Call', 'Contact Us' open the
// external booking address from GET /settings in a new tab.
import { useAuthStore } from 'mfe-shared';
import { ExternalButton, VisuallyHidden } from './layout';

export const DEFAULT_BOOKING_URL = 'https://calendly.com/vidya-erp-academy/consultation';

export function useBookingUrl(): string {
  return useAuthStore((state) => state.settings.booking_url) || DEFAULT_BOOKING_URL;
}

export function BookingLink({ children, variant = 'primary' }: { children: string; variant?: 'primary' | 'secondary' }) {
  const href = useBookingUrl();
  // noopener: the booking site gets no handle on this window.
  return (
    <ExternalButton href={href} target="_blank" rel="noopener" $variant={variant}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </ExternalButton>
  );
}
