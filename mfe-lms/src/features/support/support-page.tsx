// /lms/support (SPEC §2: "screen not shown"): the contact channels from settings and the
// questions students ask most.
import * as Accordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { contactOf, telHref, theme, useAuthStore, whatsappHref } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { Page } from 'mfe-shared/ui/page';
import { PageHead } from '../../components/page-head';
import { TITLE_PARTS } from '../../config/texts';

export const SUPPORT_FAQ = [
  { q: 'How do I continue a course I enrolled in?', a: 'Open it from Courses and press Continue Course: you land on the class you watched last.' },
  { q: 'How is a class marked complete?', a: 'When its video plays to the end, or when you press Mark as complete. The green check stays on every device.' },
  {
    q: 'My coupon does not apply. Why?',
    a: 'Coupons can expire, be limited to certain courses, or have a usage limit. The message under the coupon field says which.',
  },
  { q: 'I paid but the course is not open.', a: 'Write to us with your order id from the payment e-mail; we confirm payments within one working day.' },
  { q: 'Do I get server access for practice?', a: 'Yes, for courses that include it. Your mentor shares the login details in your first session.' },
] as const;

const Channels = styled.ul`
  list-style: none; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  strong { display: block; }
`;
// Each channel is a Card in the list, in block flow: its name, then its link.
const Channel = styled(Card).attrs({ as: 'li' })`display: block;`;
const Trigger = styled(
  Accordion.Trigger,
)`width: 100%; text-align: left; padding: 0.75rem 0; font: inherit; font-weight: 600; background: none; border: 0; cursor: pointer;`;

export function SupportPage() {
  const settings = useAuthStore((state) => state.settings);
  const { email, phone, whatsapp } = contactOf(settings);
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.support]} />
      <h1>Support</h1>
      <p>We answer within one working day, Monday to Saturday, 9:30 to 18:30 IST.</p>
      <Channels aria-label="Contact channels">
        <Channel>
          <strong>E-mail</strong>
          <a href={`mailto:${email}`}>{email}</a>
        </Channel>
        <Channel>
          <strong>Phone</strong>
          <a href={telHref(phone)}>{phone}</a>
        </Channel>
        <Channel>
          <strong>WhatsApp</strong>
          <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </a>
        </Channel>
        {settings.booking_url && (
          <Channel>
            <strong>Talk to a mentor</strong>
            <a href={settings.booking_url} target="_blank" rel="noopener noreferrer">
              Book a call
            </a>
          </Channel>
        )}
      </Channels>
      <h2>Frequently asked questions</h2>
      <Accordion.Root type="single" collapsible>
        {SUPPORT_FAQ.map((item, index) => (
          <Accordion.Item key={item.q} value={String(index)} style={{ borderBottom: `1px solid ${theme.color.border}` }}>
            <Accordion.Header asChild>
              <h3 style={{ margin: 0 }}>
                <Trigger>{item.q}</Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content>
              <p>{item.a}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Page>
  );
}
