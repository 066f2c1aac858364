import { createRoot } from 'react-dom/client';
import { bootstrapAuth, loadRuntimeConfig, loadSettings } from 'mfe-shared';
import { App } from './app/app';
import { registerAppRemotes } from './features/remotes/register-remotes';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  void bootstrapAuth();
  void loadSettings();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App />);
}

void start();
