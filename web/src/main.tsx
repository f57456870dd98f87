// First: zod reads this setting when its schemas are built (lib/zod-jitless.ts says why).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em index.html');

// A transition lets React yield to the phone between parts of the first render instead of
// holding the main thread for all of it (Total Blocking Time on a slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

// The offline shell and its updates: installed after the first load, so they never compete with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./app/app-update').then(({ startAppUpdates }) => startAppUpdates()).catch(() => undefined);
  });
}
