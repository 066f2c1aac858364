import { startTransition } from 'react';
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
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead
  // of one long task: the page stays responsive while a large route renders (TBT).
  startTransition(() => root.render(<App />));
}

void start();
