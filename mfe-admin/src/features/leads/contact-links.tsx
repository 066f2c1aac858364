// Ways to reach a lead from the inbox and its dialog: call, WhatsApp, e-mail.
import { Mail, MessageCircle, Phone as PhoneIcon } from 'lucide-react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { phoneOf } from './phone';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: center;
  a { display: inline-flex; gap: 0.25rem; align-items: center; color: ${theme.color.brand}; font-weight: 600; }
  span.nowrap { white-space: nowrap; }
`;

/** The number as a tel: link, in the Indian format; text kept as typed when it is not a number. */
export function PhoneLink({ mobile, name }: { mobile: string | null; name: string }) {
  if (!mobile) return <>—</>;
  const phone = phoneOf(mobile);
  if (!phone.tel) return <>{phone.display}</>;
  return (
    <a href={phone.tel} aria-label={`Call ${name} on ${phone.display}`}>
      <span style={{ whiteSpace: 'nowrap' }}>{phone.display}</span>
    </a>
  );
}

/** Call, WhatsApp and e-mail links for the lead dialog. */
export function ContactLinks({ mobile, email, name }: { mobile: string | null; email: string; name: string }) {
  const phone = mobile ? phoneOf(mobile) : null;
  return (
    <Row>
      {phone?.tel && (
        <a href={phone.tel}>
          <PhoneIcon size={16} aria-hidden="true" /> Call <span className="nowrap">{phone.display}</span>
        </a>
      )}
      {phone?.whatsapp && (
        <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name} (opens in a new tab)`}>
          <MessageCircle size={16} aria-hidden="true" /> WhatsApp
        </a>
      )}
      <a href={`mailto:${email}`} aria-label={`E-mail ${name} at ${email}`}>
        <Mail size={16} aria-hidden="true" /> E-mail
      </a>
    </Row>
  );
}
