// SPEC §2 "Calls to action": 'Talk to an Expert', 'Schedule a Call', 'Contact Us' open the
// external booking address from the site's settings (GET /site-data) in a new tab.
import { useSiteSettings } from '../data/site-data';
import { ExternalButton, VisuallyHidden } from './layout';

/** Only when the settings name none (the API's defaults always do). */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/sap-academy/consultation';

export function useBookingUrl(): string {
  return useSiteSettings().booking_url || DEFAULT_BOOKING_URL;
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
