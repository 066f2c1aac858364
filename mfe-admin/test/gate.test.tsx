import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'mfe-shared';
import { ADMIN_MESSAGES } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { page, renderAdmin, staff } from './render-admin';

beforeEach(() => {
  route('GET /admin/courses', () => jsonResponse(page([])));
});

describe('the back-office gate', () => {
  it('shows a visitor the staff sign-in form, and after POST /lms/login the back office', async () => {
    route('POST /lms/login', () => jsonResponse({ access_token: 'jwt-staff' }));
    route('GET /lms/auth', () => jsonResponse({ user: staff('admin'), student: null }));
    renderAdmin('/admin/courses', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in on the learning portal' })).toHaveAttribute('href', '/lms?action=login');

    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'staff-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(fetchCalls[0]).toMatchObject({ method: 'POST', body: { username: 'meera@example.com', password: 'staff-pass-1' } });
    expect(fetchCalls[1]!.headers.Authorization).toBe('Bearer jwt-staff');
    expect(localStorage.getItem('token')).toBe('jwt-staff');
    expect(document.title).toBe('Courses · Back office');
  });

  it('tells a visitor a wrong password, and stays on the sign-in form', async () => {
    route('POST /lms/login', () => jsonResponse({ detail: 'Invalid e-mail or password.' }, 401));
    renderAdmin('/admin/courses', null);
    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid e-mail or password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([undefined, 'student' as const])('shows a signed-in student (role %p) the forbidden view and calls nothing', (role) => {
    renderAdmin('/admin/courses', { ...staff(), role });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to the learning portal/i })).toHaveAttribute('href', '/lms');
    expect(fetchCalls).toHaveLength(0);
  });

  it('gives an editor the catalogue, the reviews and the batches they train, and an admin every screen', async () => {
    const { unmount } = renderAdmin('/admin/courses', staff('editor'));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Coupons', 'Reviews', 'Course reviews', 'Trainer profiles', 'Batches', 'Calendar']);
    await screen.findByRole('table', { name: 'Courses' });
    unmount();

    renderAdmin('/admin/courses', staff('admin'));
    const adminNav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(adminNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Courses',
      'Coupons',
      'Reviews',
      'Course reviews',
      'Trainer profiles',
      'Leads',
      'Events',
      'Students',
      'Companies',
      'Orders',
      'Certificates',
      'Batches',
      'Calendar',
      'Bookings',
      'Availability',
      'Practice server',
      'Settings',
      'Site speed',
      'Browser errors',
      'Releases',
    ]);
    expect(within(adminNav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    // Home is the index route only: on Courses it is not the current page (NavLink's `end`).
    expect(within(adminNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await screen.findByRole('table', { name: 'Courses' });
  });

  it('tells an editor that an admin screen is not theirs', () => {
    renderAdmin('/admin/leads', staff('editor'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('ends the session on a 401: the sign-in form comes back', async () => {
    route('GET /admin/courses', () => jsonResponse({ detail: 'Not authenticated' }, 401));
    renderAdmin('/admin/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
  });
});
