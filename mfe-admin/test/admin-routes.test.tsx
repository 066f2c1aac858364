import { render, screen } from '@testing-library/react';
import AdminRoutes from '../src/app/admin-routes';

test('the exposed module renders the back office marked with its remote name', () => {
  const { container } = render(<AdminRoutes />);
  expect(screen.getByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  expect(container.querySelector('[data-remote="mfe_admin"]')).not.toBeNull();
});
