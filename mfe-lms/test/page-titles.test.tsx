// Every portal screen is titled by itself and the brand the public site uses (not the
// shell's default "SAP Academy"), and /lms has a meta description.
import { screen } from '@testing-library/react';
import { BRAND_NAME } from 'mfe-shared';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING, ORDERS_HEADING, PORTAL_DESCRIPTION, PROFILE_HEADING, RESET_HEADING } from '../src/config/texts';
import { shortDescription } from '../src/components/page-head';
import { course, details } from './fixtures';
import { renderPortal, renderPortalAsVisitor } from './render-portal';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<title>SAP Academy</title>';
});

describe('portal titles and description', () => {
  it('the brand is the public site\'s, not "SAP Academy"', () => {
    expect(BRAND_NAME).not.toBe('SAP Academy');
  });

  it('/lms for a visitor: "Sign in · brand", "Sign up · brand" for action=signup, and a meta description', async () => {
    renderPortalAsVisitor('/lms');
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(document.title).toBe(`Sign in · ${BRAND_NAME}`);
    expect(description()).toBe(PORTAL_DESCRIPTION);
    expect(PORTAL_DESCRIPTION).toContain(BRAND_NAME);
  });

  it('sign up and reset password name themselves', async () => {
    const { unmount } = renderPortalAsVisitor('/lms?action=signup');
    await screen.findByRole('tab', { name: 'Sign Up' });
    expect(document.title).toBe(`Sign up · ${BRAND_NAME}`);
    unmount();
    renderPortalAsVisitor('/lms?action=forgot');
    await screen.findByRole('heading', { name: RESET_HEADING });
    expect(document.title).toBe(`Reset password · ${BRAND_NAME}`);
  });

  it('/lms signed in: "Courses · brand" with the description', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    renderPortal('/lms');
    await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING });
    expect(document.title).toBe(`Courses · ${BRAND_NAME}`);
    expect(description()).toBe(PORTAL_DESCRIPTION);
    // Hoisted ahead of the shell's default, which document.title would otherwise read.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('a course: "<course title> · brand", described by its own description', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
    expect(document.title).toBe(`SAP FICO Foundations · ${BRAND_NAME}`);
    expect(description()).toBe(course.description);
  });

  it('profile, orders, support and an unknown path', async () => {
    route('GET /lms/orders', () => jsonResponse({ results: [] }));
    let view = renderPortal('/lms/profile');
    await screen.findByRole('heading', { level: 1, name: PROFILE_HEADING });
    expect(document.title).toBe(`Profile · ${BRAND_NAME}`);
    view.unmount();
    view = renderPortal('/lms/orders');
    await screen.findByRole('heading', { level: 1, name: ORDERS_HEADING });
    expect(document.title).toBe(`Orders · ${BRAND_NAME}`);
    view.unmount();
    view = renderPortal('/lms/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(document.title).toBe(`Support · ${BRAND_NAME}`);
    view.unmount();
    renderPortal('/lms/nowhere');
    expect(document.title).toBe(`Page not found · ${BRAND_NAME}`);
  });

  it('a long description is cut at a word to about 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});
