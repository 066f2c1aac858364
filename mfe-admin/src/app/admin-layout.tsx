// The frame of every staff screen: "Back office", its navigation (an editor sees the catalogue
// and the reviews, a trainer the reviews only), who is signed in, and the screen.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme, type User } from 'mfe-shared';
import { CONSULTANT_ROLES, ENTITY_READERS, STAFF_ROLES } from 'mfe-shared/contracts/admin';
import { screens } from '../config/paths';
import type { StaffRole } from '../features/auth';

const Frame = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1rem 1rem 4rem;
  color: ${theme.color.text};
`;

// A div, not a header: the shell's site header is the page's one banner landmark.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  border-bottom: 1px solid ${theme.color.border};
  padding-bottom: 0.75rem;
  margin-bottom: 1.5rem;
  p.title { margin: 0; font-size: 1.25rem; font-weight: 700; }
  ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  a { display: inline-block; padding: 0.4rem 0.75rem; border-radius: ${theme.radius.sm}; color: ${theme.color.brand}; font-weight: 600; text-decoration: none; }
  a[aria-current='page'] { background: ${theme.color.brand}; color: #fff; }
  small { color: ${theme.color.muted}; }
`;

export const NAV: ReadonlyArray<{ to: string; label: string; roles: readonly StaffRole[]; end?: boolean }> = [
  // The staff home's trends (decision 027): counts and sums, its readers the API's (decision 144).
  { to: screens.home, label: 'Home', roles: ENTITY_READERS.dashboard, end: true },
  { to: screens.courses, label: 'Courses', roles: ENTITY_READERS.course },
  { to: screens.coupons, label: 'Coupons', roles: ENTITY_READERS.coupon },
  // Every staff role reviews; the API narrows trainers and editors to their courses (decision 133).
  { to: screens.reviews, label: 'Reviews', roles: ENTITY_READERS.submission },
  // Students' course reviews (decision 147): editors and admins publish or hide them.
  { to: screens.courseReviews, label: 'Course reviews', roles: ENTITY_READERS.course_review },
  // Trainers' public profiles on the course pages (decision 147).
  { to: screens.trainers, label: 'Trainer profiles', roles: ENTITY_READERS.trainer_profile },
  { to: screens.leads, label: 'Leads', roles: ['admin'] },
  // Registrants' names and e-mails: the API's readers (decision 137).
  { to: screens.events, label: 'Events', roles: ENTITY_READERS.event },
  { to: screens.students, label: 'Students', roles: ['admin'] },
  // Companies, their HR contacts and seat pools (decision 149): contacts' names and e-mails.
  { to: screens.companies, label: 'Companies', roles: ENTITY_READERS.company },
  { to: screens.orders, label: 'Orders', roles: ['admin'] },
  // Certificates carry students' names and e-mails: their readers are the API's (decision 135).
  { to: screens.certificates, label: 'Certificates', roles: ENTITY_READERS.certificate },
  // Every staff role: admins plan batches, a trainer or an editor runs the sessions of theirs (decision 136).
  { to: screens.batches, label: 'Batches', roles: STAFF_ROLES },
  // Every staff role: the API narrows a non-admin to their own sessions and bookings (decision 151).
  { to: screens.calendar, label: 'Calendar', roles: STAFF_ROLES },
  // Consultants (decision 024 on 138): a trainer their own bookings and hours, an admin everyone's.
  { to: screens.bookings, label: 'Bookings', roles: CONSULTANT_ROLES },
  { to: screens.availability, label: 'Availability', roles: CONSULTANT_ROLES },
  // Logins to a shared server (decision 150): admins only, as the API.
  { to: screens.practiceServer, label: 'Practice server', roles: ENTITY_READERS.practice_server },
  { to: screens.settings, label: 'Settings', roles: ['admin'] },
  { to: screens.speed, label: 'Site speed', roles: ['admin'] },
  { to: screens.browserErrors, label: 'Browser errors', roles: ENTITY_READERS.browserError },
  { to: screens.releases, label: 'Releases', roles: ['admin'] },
];

export function AdminLayout({ user, role, children }: { user: User; role: StaffRole; children: ReactNode }) {
  return (
    // Everything inside main: the shell's header is the page's banner, and axe wants all content
    // in a landmark.
    <Frame as="main" id="main">
      <Top>
        <p className="title">Back office</p>
        <nav aria-label="Back office">
          <ul>
            {NAV.filter((item) => item.roles.includes(role)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <small>
          {user.name} · {role}
        </small>
      </Top>
      {children}
    </Frame>
  );
}
