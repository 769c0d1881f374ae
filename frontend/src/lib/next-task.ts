interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task of the main thread, so the browser can paint and handle input in between:
 * start-up work split this way never blocks a slow phone for long (Lighthouse's Total Blocking
 * Time counts each task's time over 50 ms). `scheduler.yield()` where the browser has it, as it
 * resumes ahead of other queued tasks; a timer elsewhere.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
