import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialiseSession } from './lib/auth/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The session is restored (or refreshed) once, before anything renders: no screen ever shows
// a signed-out state to a user who is about to be signed in.
void initialiseSession().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
