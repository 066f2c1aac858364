// The design system's loading and error wrapper: SPEC §4's "Loading..." (or the screen's
// skeleton) while loading, the API's words and a Retry on an error, the content otherwise.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, LOADING_TEXT } from '../src';
import { QueryState } from '../src/ui/query-state';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('while the data is on its way: one status saying "Loading..."', () => {
    render(
      <QueryState<string[]> data={undefined} error={undefined} onRetry={jest.fn()}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
  });

  it("while loading with a skeleton: the screen's skeleton instead", () => {
    render(
      <QueryState isLoading error={undefined} onRetry={jest.fn()} skeleton={<div role="status" aria-label="Loading courses" />}>
        {() => <p>content</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  it('with data: the content, given the data', () => {
    render(
      <QueryState data={['SAP FICO', 'SAP MM']} error={undefined} onRetry={jest.fn()}>
        {list}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SAP FICO', 'SAP MM']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("on an error: an alert with the API's detail, and Retry asks again", async () => {
    const onRetry = jest.fn();
    render(
      <QueryState<string[]> data={undefined} error={new ApiError(503, 'Service Unavailable', { detail: 'The database is restarting.' })} onRetry={onRetry}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The database is restarting.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a failed revalidation keeps the data already shown', () => {
    render(
      <QueryState data={['SAP FICO']} error={new Error('offline')} onRetry={jest.fn()}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('SAP FICO');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a screen's own error view replaces the default", () => {
    render(
      <QueryState
        isLoading={false}
        error={new ApiError(404, 'Not Found', { detail: 'No such course.' })}
        onRetry={jest.fn()}
        renderError={(error) => <h1>{(error as ApiError).status} view</h1>}
      >
        {() => <p>content</p>}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: '404 view' })).toBeInTheDocument();
  });
});
