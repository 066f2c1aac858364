// §2 Courses list: greeting with the user's name and the heading 'Courses List'.
import { useNavigate } from 'react-router-dom';
import { Button, logout, useAuthStore } from 'mfe-shared';
import { COURSES_LIST_HEADING } from '../../config/texts';

export function CoursesPage() {
  const name = useAuthStore((state) => state.user?.name ?? '');
  const navigate = useNavigate();
  return (
    <main id="main" style={{ maxWidth: 1200, margin: '0 auto', padding: '2rem 1rem' }}>
      <p>
        Hello, <strong>{name}</strong>!{' '}
        <Button type="button" $variant="ghost" onClick={() => void logout(navigate)}>
          Not you? Sign out
        </Button>
      </p>
      <h1>{COURSES_LIST_HEADING}</h1>
    </main>
  );
}
