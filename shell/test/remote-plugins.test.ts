import { evaluateInOwnTaskPlugin, FETCH_RETRIES, remoteFailurePlugin, REMOTE_FAILURE_EVENT, retryFetchPlugin } from '../src/features/remotes/remote-plugins';

const response = (status: number) => ({ status }) as Response;

describe('retryFetchPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries a 5xx and a network error, then answers', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    globalThis.fetch = fetchMock;
    const result = retryFetchPlugin().fetch!('http://r.test/mf-manifest.json', {});
    await jest.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: that is an answer', async () => {
    const fetchMock = jest.fn().mockResolvedValue(response(404));
    globalThis.fetch = fetchMock;
    await expect(retryFetchPlugin().fetch!('http://r.test/mf-manifest.json', {})).resolves.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${FETCH_RETRIES} retries`, async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetchMock;
    const result = retryFetchPlugin().fetch!('http://r.test/mf-manifest.json', {});
    const assertion = expect(result).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(FETCH_RETRIES + 1);
  });
});

describe('remoteFailurePlugin', () => {
  it('reports the failure and returns nothing, so the error boundary shows Retry', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(REMOTE_FAILURE_EVENT, listener);
    const plugin = remoteFailurePlugin();
    const result = plugin.errorLoadRemote!({
      id: 'mfe_lms/routes',
      error: new Error('404'),
      lifecycle: 'afterResolve',
      from: 'runtime',
      origin: {} as never,
    } as never);
    window.removeEventListener(REMOTE_FAILURE_EVENT, listener);
    expect(result).toBeUndefined();
    expect(events).toEqual([{ id: 'mfe_lms/routes', lifecycle: 'afterResolve', message: '404' }]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('evaluateInOwnTaskPlugin', () => {
  it('lets the remote’s module run only in a later task than the one its last file arrived in', async () => {
    const hook = evaluateInOwnTaskPlugin().beforeExecuteFactory as () => Promise<void>;
    let released = false;
    const waiting = hook().then(() => {
      released = true;
    });
    // Everything queued in the current task (the chunk's promise callbacks) runs first.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(released).toBe(false);
    await waiting;
    expect(released).toBe(true);
  });
});
