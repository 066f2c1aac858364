// /events and the Individual training promo from the site data the page server embeds (decision
// 209), with no call to the API from the browser: each upcoming event is SPEC §2's webinar card
// with its India date and time and seats left, or "Full"; one that has started since the data was
// fetched is not shown; Register Now posts to the event and its success message is now true; a
// full event says so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, type PublicEvent } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { WEBINAR } from '../src/config/spec-constants';
import { EVENT_CARD_TEXT } from '../src/features/events';
import { LEAD_FORM_TEXT } from '../src/features/leads/lead-form';
import { givenSiteData, renderAt } from './render';

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

it('shows each upcoming event of the site data as a webinar card with its India date and time and seats left, with no API call', async () => {
  givenSiteData({ events: [event(), event({ slug: 'sd-basics', title: 'SAP SD basics', seats_left: 0, full: true })] });
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
  // Rendered from the page server's data: the browser asks the API for nothing.
  expect(fetchCalls).toEqual([]);
});

it('drops an event that has started since the page server fetched the site data', async () => {
  const started = new Date(Date.now() - 60_000).toISOString();
  givenSiteData({ events: [event({ slug: 'started', title: 'Started webinar', starts_at: started }), event()] });
  await renderAt('/events');
  expect(await screen.findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` })).toBeInTheDocument();
  expect(screen.queryByText('Started webinar')).not.toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  // What was rendered is written into the list, for hydration to read back (upcoming-events.ts).
  expect(document.querySelector('[data-upcoming-events]')).toHaveAttribute('data-upcoming-events', 'sap-careers-2027');
});

it('shows the settings’ webinar when every event of the site data has started', async () => {
  givenSiteData({ events: [event({ starts_at: new Date(Date.now() - 60_000).toISOString() })] });
  await renderAt('/events');
  expect(screen.queryByText('Free SAP Career Webinar')).not.toBeInTheDocument();
  // The one card is the settings' webinar, and no event list is rendered for hydration to read.
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.queryByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` })).not.toBeInTheDocument();
  expect(document.querySelector('[data-upcoming-events]')).toBeNull();
});

it('registers for the event, and says the mail is on its way', async () => {
  givenSiteData({ events: [event()] });
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
  givenSiteData({ events: [event({ seats_left: 1 })] });
  route('POST /site/events/sap-careers-2027/registrations', () => jsonResponse({ detail: EVENT_MESSAGES.full }, 409));
  await renderAt('/events');
  await screen.findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` });
  const form = await openAndFill();
  expect(await within(form).findByText(EVENT_MESSAGES.full)).toBeInTheDocument();
  expect(within(form).queryByText(EVENT_MESSAGES.registered)).not.toBeInTheDocument();
});

it('promotes the next event on Individual training', async () => {
  const started = new Date(Date.now() - 60_000).toISOString();
  givenSiteData({
    events: [event({ slug: 'started', title: 'Started webinar', starts_at: started }), event(), event({ slug: 'later', title: 'Later webinar' })],
  });
  await renderAt('/training/individual');
  const aside = await screen.findByRole('complementary', { name: 'Upcoming webinar' });
  expect(await within(aside).findByRole('article', { name: `${WEBINAR.tag}: Free SAP Career Webinar` })).toBeInTheDocument();
  expect(within(aside).queryByText('Later webinar')).not.toBeInTheDocument();
  expect(within(aside).queryByText('Started webinar')).not.toBeInTheDocument();
  expect(fetchCalls).toEqual([]);
});
