import { render, screen } from '@testing-library/react';
import { GENERIC_ERROR_TEXT, NOT_FOUND_TEXT } from '../src/config/texts';
import { ErrorView } from '../src/components/error-view';

describe('error views by status (SPEC §2)', () => {
  it.each([
    [400, 'Bad Request Error'],
    [401, 'Unauthorized Error'],
    [403, 'Forbidden Error'],
    [500, 'Internal Server Error Error'],
  ])('%i shows its status text plus Error', (status, heading) => {
    render(<ErrorView status={status} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('404 shows the image and the not-found sentence', () => {
    render(<ErrorView status={404} />);
    expect(screen.getByRole('img', { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT);
    expect(NOT_FOUND_TEXT).toBe('Sorry! Page you are looking for is not found!');
  });

  it.each([418, 502, 'FETCH_ERROR', undefined])('%p shows Some Generic Error', (status) => {
    render(<ErrorView status={status} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(GENERIC_ERROR_TEXT);
  });
});
