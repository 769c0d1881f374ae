import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialiseSession } from './lib/auth/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The session is restored (or refreshed) once, before anything renders: no screen ever shows
// a signed-out state to a user who is about to be signed in.
// The first render is a transition: React renders in small slices, so a slow phone's main thread
// is never blocked for long (Lighthouse's Total Blocking Time).
void initialiseSession().then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
