import * as federation from '../../mfe-shared/testing/federation-runtime-mock';
import { ROUTE_SHARED } from 'mfe-shared';
import { warmRouteShared } from '../src/features/remotes/warm-route-shared';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  federation.__reset();
  federation.loadShare.mockClear();
});

describe('warmRouteShared (the route’s shared packages evaluated before its remote)', () => {
  it('loads and evaluates each package the portal’s first screen needs, once it arrives', async () => {
    const evaluated: string[] = [];
    federation.__setShare('zod', async () => () => evaluated.push('zod'));
    warmRouteShared('mfe_lms');
    expect(federation.loadShare.mock.calls.map(([name]) => name)).toEqual([...(ROUTE_SHARED.mfe_lms ?? [])]);
    await settle();
    expect(evaluated).toEqual(['zod']);
  });

  it('warms both of the back office’s packages (zod and the sign-in form’s react-hook-form)', async () => {
    const evaluated: string[] = [];
    federation.__setShare('zod', async () => () => evaluated.push('zod'));
    federation.__setShare('react-hook-form', async () => () => evaluated.push('react-hook-form'));
    warmRouteShared('mfe_admin');
    await settle();
    expect(evaluated.sort()).toEqual(['react-hook-form', 'zod']);
  });

  it('asks only for what the shell provides: the back office’s react-hook-form is the remote’s own', async () => {
    const evaluated: string[] = [];
    federation.__setShare('zod', async () => () => evaluated.push('zod'));
    warmRouteShared('mfe_admin');
    expect(federation.loadShare.mock.calls.map(([name]) => name)).toEqual(['zod']);
    await settle();
    expect(evaluated).toEqual(['zod']);
  });

  it('loads nothing for a remote whose first screen needs no extra package (the public site)', () => {
    warmRouteShared('mfe_marketing');
    expect(federation.loadShare).not.toHaveBeenCalled();
  });

  it('leaves a package that fails to load, or is not provided, to the remote (no unhandled rejection)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      federation.__setShare('zod', async () => {
        throw new Error('chunk 20 failed');
      });
      federation.__setShare('react-hook-form', async () => false);
      warmRouteShared('mfe_admin');
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
