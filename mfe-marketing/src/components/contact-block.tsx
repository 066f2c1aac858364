// Phone (call or WhatsApp) and support e-mail from settings, plus the booking call to action.
import styled from 'styled-components';
import { useContactDetails, telHref, whatsappHref } from '../config/contact-details';
import { BookingFlowLink, BookingLink } from './booking-link';
import { Icon } from './icon';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.5rem;
  li { display: flex; align-items: center; gap: 0.5rem; }
`;

/** `bookingTo`: the site's own booking page the button goes to (decision 210); without it, the external booking address. */
export function ContactDetails({ booking = 'Schedule a Call', bookingTo }: { booking?: string; bookingTo?: string }) {
  const { email, phone, whatsapp } = useContactDetails();
  return (
    <div>
      <List>
        <li>
          <Icon name="phone" size={20} /> Call: <a href={telHref(phone)}>{phone}</a>
        </li>
        <li>
          <Icon name="interview" size={20} /> WhatsApp:{' '}
          <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener">
            {whatsapp}
          </a>
        </li>
        <li>
          <Icon name="mail" size={20} /> Support: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <Icon name="pin" size={20} /> Bengaluru, India
        </li>
      </List>
      {bookingTo ? <BookingFlowLink to={bookingTo}>{booking}</BookingFlowLink> : <BookingLink>{booking}</BookingLink>}
    </div>
  );
}
