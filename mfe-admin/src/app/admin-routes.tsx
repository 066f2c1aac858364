// The module this remote exposes: the /admin route tree (relative paths under the shell's /admin/*).
import { RemoteRoot } from 'mfe-shared';

export default function AdminRoutes() {
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      <main id="main">
        <h1>Back office</h1>
      </main>
    </RemoteRoot>
  );
}
