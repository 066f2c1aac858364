// /events and the Individual training promo from the API (decision 209): each upcoming event is
// SPEC §2's webinar card with its India date and time and seats left, or "Full"; Register Now
// posts to the event and its success message is now true; a full event says so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, type PublicEvent } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { WEBINAR } from '../src/config/spec-constants';
import { EVENT_CARD_TEXT } from '../src/features/events';
import { LEAD_FORM_TEXT } from '../src/features/leads/lead-form';
import { renderAt } from './render';

const event = (overrides: Partial<PublicEvent> = {}): PublicEvent => ({
  slug: 'sap-careers-2027',
  title: 'Free SAP Career Webinar',
  description: 'How SAP projects hire. Limited seats.',
  starts_at: '2027-08-25T06:30:00.000Z',
  ends_at: '2027-08-25T07:30:00.000Z',
  seat_cap: 100,
  seats_left: 37,
  full: false,
  ...overrides,
});

async function openAndFill() {
  await userEvent.click(screen.getByRole('button', { name: /Register Now/ }));
  const form = await screen.findByRole('form', { name: 'Webinar registration' });
  await userEvent.type(within(form).getByLabelText('Name'), 'Ananya Sharma');
  await userEvent.type(within(form).getByLabelText('Email'), 'ananya@example.com');
  await userEvent.click(within(form).getByRole('button', { name: LEAD_FORM_TEXT.event.submit }));
  return form;
}

it('shows each upcoming event as a webinar card with its India date and time and seats left', async () => {
  route('GET /site/events', () => jsonResponse({ results: [event(), event({ slug: 'sd-basics', title: 'SAP SD basics', seats_left: 0, full: true })] }));
  await renderAt('/events');
  const card = await screen.findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` });
  expect(card).toHaveTextContent('25 August 2027, 12:00 pm IST');
  expect(card).toHaveTextContent(EVENT_CARD_TEXT.seatsLeft(37));
  expect(within(card).getByRole('button', { name: /Register Now/ })).toBeInTheDocument();
  const full = screen.getByRole('article', { name: `${WEBINAR.tag}: SAP SD basics` });
  expect(full).toHaveTextContent(EVENT_CARD_TEXT.full);
  expect(within(full).queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
  // The settings' single webinar is not shown beside the API's events.
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

it('registers for the event, and says the mail is on its way', async () => {
  route('GET /site/events', () => jsonResponse({ results: [event()] }));
  route('POST /site/events/sap-careers-2027/registrations', () => jsonResponse({ detail: EVENT_MESSAGES.registered }, 202));
  await renderAt('/events');
  await screen.findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` });
  const form = await openAndFill();
  expect(await within(form).findByText(EVENT_MESSAGES.registered)).toBeInTheDocument();
  const post = fetchCalls.find((call) => call.method === 'POST');
  expect(post?.url).toContain('/site/events/sap-careers-2027/registrations');
  expect(post?.body).toMatchObject({ name: 'Ananya Sharma', email: 'ananya@example.com', page: '/' });
  expect(post?.body).not.toHaveProperty('type');
});

it('says "This event is full." when the last seat went first', async () => {
  route('GET /site/events', () => jsonResponse({ results: [event({ seats_left: 1 })] }));
  route('POST /site/events/sap-careers-2027/registrations', () => jsonResponse({ detail: EVENT_MESSAGES.full }, 409));
  await renderAt('/events');
  await screen.findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` });
  const form = await openAndFill();
  expect(await within(form).findByText(EVENT_MESSAGES.full)).toBeInTheDocument();
  expect(within(form).queryByText(EVENT_MESSAGES.registered)).not.toBeInTheDocument();
});

it('promotes the next event on Individual training', async () => {
  route('GET /site/events', () => jsonResponse({ results: [event(), event({ slug: 'later', title: 'Later webinar' })] }));
  await renderAt('/training/individual');
  const aside = await screen.findByRole('complementary', { name: 'Upcoming webinar' });
  expect(await within(aside).findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` })).toBeInTheDocument();
  expect(within(aside).queryByText('Later webinar')).not.toBeInTheDocument();
});
