import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { createAppSystem } from './config/theme';
import { initialiseSession } from './lib/auth/session';
import { readStoredUser } from './lib/auth/session-storage';
import { rememberLargestImage } from './lib/early-reads';
import { activateLocale, startingLocale } from './lib/i18n/language';
import { nextTask } from './lib/next-task';
import { startOfflineSupport } from './lib/offline/register-service-worker';
import { whenFirstScreenLoaded } from './lib/when-first-screen-loaded';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Start-up in steps, each its own task: a slow phone's main thread is never blocked for long
 * (Lighthouse's Total Blocking Time counts each task's time over 50 ms).
 * 1. The session is restored (or refreshed) before anything renders: no screen ever shows a
 *    signed-out state to a user who is about to be signed in. Meanwhile the reader's language
 *    (theirs if they signed in here before) downloads: every text on screen comes from it.
 * 2. The Chakra system (theme tokens to CSS variables) and the router (which starts loading the
 *    page's code and data) are built in tasks of their own.
 * 3. The first render is a transition: React renders in small slices.
 */
const start = async () => {
  const language = activateLocale(startingLocale(readStoredUser(localStorage)?.language));
  await initialiseSession();
  await language;
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App system={system} router={router} />
      </StrictMode>,
    );
  });
};

void start();
rememberLargestImage();
// The service worker precaches the whole app (a megabyte): not while this screen still loads.
void whenFirstScreenLoaded().then(startOfflineSupport);
