// SPEC §2 "Calls to action": 'Talk to an Expert', 'Schedule a Call', 'Contact Us' open the
// external booking address from the site's settings (GET /site-data) in a new tab.
import { useSiteSettings } from '../data/site-data';
import { ButtonLink, ExternalButton, VisuallyHidden } from './layout';

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

/**
 * A button to one of the site's own booking pages (decision 210): "Book a Free Consultation" and
 * "Book Your Mock Interview Now". The site setting `use_external_scheduling` sends it to the
 * external booking address instead, for a business that keeps its outside scheduler.
 */
export function BookingFlowLink({ to, children, variant = 'primary' }: { to: string; children: string; variant?: 'primary' | 'secondary' }) {
  if (useSiteSettings().use_external_scheduling) return <BookingLink variant={variant}>{children}</BookingLink>;
  return (
    <ButtonLink to={to} $variant={variant}>
      {children}
    </ButtonLink>
  );
}
