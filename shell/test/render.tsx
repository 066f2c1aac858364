import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { federationLoader } from '../src/features/remotes/federation-loader';
import { RemoteLoaderContext } from '../src/features/remotes/remote-loader';

/** `ui` at `path`, with the browser's remote loader (the federation runtime, mocked in jest). */
export function renderAt(path: string, ui: ReactElement) {
  return render(
    <RemoteLoaderContext.Provider value={federationLoader}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}
