import ical from 'node-ical';
import type { Invite } from '../../src/calendar/calendar-entry';
import { inviteAttachment, renderInvite } from '../../src/calendar/invite';

const session = {
  uid: 'batch-session-12@sapacademy.test',
  sequence: 0,
  // 7:00–9:00 pm in India on 1 December 2026.
  start: '2026-12-01T13:30:00.000Z',
  end: '2026-12-01T15:30:00.000Z',
  summary: 'SAP FICO: General ledger',
  description: 'Join from the portal.',
  url: 'https://meet.google.com/abc-defg-hij',
};

const parse = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');

describe('calendar invites', () => {
  it('writes India wall-clock times with TZID=Asia/Kolkata that parse back to the same instants, whatever the server zone', () => {
    const text = renderInvite({ method: 'REQUEST', name: 'SAP FICO batch', entries: [session] }, new Date('2026-11-27T10:00:00Z'));
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261201T190000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20261201T210000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZOFFSETTO:+0530');
    expect(text).toContain('METHOD:REQUEST');
    // DTSTAMP is always UTC (RFC 5545 §3.8.7.2).
    expect(text).toContain('DTSTAMP:20261127T100000Z');
    const event = parse(text)[0]!;
    expect(event.uid).toBe(session.uid);
    expect(event.start.toISOString()).toBe(session.start);
    expect(event.end?.toISOString()).toBe(session.end);
    expect(event.summary).toBe(session.summary);
    expect(event.status).toBe('CONFIRMED');
  });

  it('crosses midnight in India: 11:00 pm UTC is the next morning there', () => {
    const text = renderInvite({ method: 'PUBLISH', name: 'Feed', entries: [{ ...session, start: '2026-12-31T23:00:00Z', end: '2027-01-01T00:00:00Z' }] });
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20270101T043000');
    expect(parse(text)[0]!.start.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('keeps the UID and raises SEQUENCE for an update; a CANCEL marks every entry cancelled', () => {
    const moved = { ...session, sequence: 1, start: '2026-12-02T13:30:00Z', end: '2026-12-02T15:30:00Z' };
    const [update] = parse(renderInvite({ method: 'REQUEST', name: 'Batch', entries: [moved] }));
    expect(update!.uid).toBe(session.uid);
    expect(String(update!.sequence)).toBe('1');
    const [cancel] = parse(renderInvite({ method: 'CANCEL', name: 'Batch', entries: [{ ...moved, sequence: 2 }] }));
    expect(cancel!.status).toBe('CANCELLED');
    expect(String(cancel!.sequence)).toBe('2');
  });

  it('lists many sessions in one invite, each with its own UID', () => {
    const entries = [0, 1, 2].map((i) => ({
      ...session,
      uid: `batch-session-${i}@sapacademy.test`,
      start: `2026-12-0${i + 1}T13:30:00Z`,
      end: `2026-12-0${i + 1}T15:30:00Z`,
    }));
    const events = parse(renderInvite({ method: 'REQUEST', name: 'Batch', entries }));
    expect(events.map((e) => e.uid).sort()).toEqual(entries.map((e) => e.uid));
  });

  it('attaches as text/calendar with its method, as mail clients need to offer Accept', () => {
    const invite: Invite = { method: 'REQUEST', name: 'Batch', entries: [session], organizer: { name: 'SAP Academy', email: 'training@sapacademy.test' } };
    const attachment = inviteAttachment(invite);
    expect(attachment).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(attachment.content.toString('utf8')).toContain('ORGANIZER;CN="SAP Academy":mailto:training@sapacademy.test');
    expect(inviteAttachment({ ...invite, method: 'CANCEL' }).filename).toBe('cancelled.ics');
  });
});
