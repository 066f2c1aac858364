import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { createEvictingCache, DataProvider, KEEP_UNUSED_MS, tagsForKey, useApi, useInvalidateTags } from '../src';
import { fetchCalls, jsonResponse, route } from '../testing/fetch-mock';

describe('evicting cache (SPEC §4: kept 60 s after last use)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('drops an entry 60 s after its last user went away, not before', () => {
    const cache = createEvictingCache();
    cache.set('/lms/courses/list', { data: 1 });
    cache.retain('/lms/courses/list');
    cache.release('/lms/courses/list');
    act(() => jest.advanceTimersByTime(KEEP_UNUSED_MS - 1));
    expect(cache.get('/lms/courses/list')).toEqual({ data: 1 });
    act(() => jest.advanceTimersByTime(1));
    expect(cache.get('/lms/courses/list')).toBeUndefined();
    expect(KEEP_UNUSED_MS).toBe(60_000);
  });

  it('a new user within the 60 s keeps it; only the last release starts the clock', () => {
    const cache = createEvictingCache();
    cache.set('k', { data: 1 });
    cache.retain('k');
    cache.retain('k');
    cache.release('k');
    act(() => jest.advanceTimersByTime(KEEP_UNUSED_MS * 2));
    expect(cache.get('k')).toEqual({ data: 1 });
    cache.release('k');
    act(() => jest.advanceTimersByTime(KEEP_UNUSED_MS / 2));
    cache.retain('k');
    act(() => jest.advanceTimersByTime(KEEP_UNUSED_MS * 2));
    expect(cache.get('k')).toEqual({ data: 1 });
  });
});

const listSchema = z.object({ results: z.array(z.object({ id: z.number() })) });

function Courses() {
  const { data, error } = useApi('/lms/courses/list', listSchema);
  const invalidate = useInvalidateTags();
  if (error) return <p role="alert">{String(error.message)}</p>;
  return (
    <>
      <p>{data ? `${data.results.length} courses` : 'loading'}</p>
      <button type="button" onClick={() => void invalidate(['Courses'])}>
        refresh courses
      </button>
      <button type="button" onClick={() => void invalidate(['User'])}>
        refresh user
      </button>
    </>
  );
}

function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <DataProvider>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      {shown && <Courses />}
    </DataProvider>
  );
}

describe('data provider', () => {
  it('parses with the contract, refetches on the Courses tag only', async () => {
    let count = 1;
    route('GET /lms/courses/list', () => jsonResponse({ results: Array.from({ length: count }, (_, i) => ({ id: i + 1 })) }));
    render(<Toggle />);
    expect(await screen.findByText('1 courses')).toBeInTheDocument();

    count = 2;
    await userEvent.click(screen.getByRole('button', { name: 'refresh user' }));
    expect(screen.getByText('1 courses')).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'refresh courses' }));
    expect(await screen.findByText('2 courses')).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(2);
  });

  it('a response that breaks the contract is an error, not data', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: 'nope' }));
    render(<Toggle />);
    expect(await screen.findByRole('alert')).toHaveTextContent('unexpected response');
  });
});

describe('logout and the cache', () => {
  it('logout forgets every cached answer', async () => {
    const { logout, authStore } = await import('../src');
    route('GET /lms/courses/list', () => jsonResponse({ results: [{ id: 1 }] }));
    render(<Toggle />);
    expect(await screen.findByText('1 courses')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));

    authStore.getState().setToken(null);
    await logout(() => undefined);
    route('GET /lms/courses/list', () => jsonResponse({ results: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // nothing of the last student's answers is shown from memory
    expect(screen.queryByText('1 courses')).not.toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('tags of a key', () => {
  it('certificates follow Courses (join and payment refresh them) and have their own tag (a completed class refreshes only them)', () => {
    expect(tagsForKey('/lms/certificates')).toEqual(['Courses', 'Certificates']);
    expect(tagsForKey('/lms/certificates/progress')).toEqual(['Courses', 'Certificates']);
    expect(tagsForKey('/lms/course/3/continue/55')).toEqual(['Courses']);
    expect(tagsForKey('/lms/enrolments')).toEqual(['Courses']);
    expect(tagsForKey('/lms/orders')).toEqual([]);
  });
});
