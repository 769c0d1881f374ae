import { expect, type Page } from '@playwright/test';
import { type Account, signIn } from './app';
import { chooseViewingAs } from './people';

/** The live socket's frames the page has received so far, collected from now on. */
export const liveFrames = (page: Page) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
  return frames;
};

/** Resolves once the page follows a list live: a "subscribed" frame naming all of `parts`. */
export const followingLive = (frames: string[], ...parts: string[]) =>
  expect
    .poll(() =>
      frames.some((frame) => frame.includes('"subscribed"') && parts.every((part) => frame.includes(part))),
    )
    .toBe(true);

/**
 * Signs in on the page, opens a screen with `open` and acts as the group there; resolves once the
 * page follows the group's list live (`parts`: what else the subscribed frame names, '"pantry"').
 */
export const actAsGroupLive = async (
  page: Page,
  account: Account,
  group: { id: string; name: string },
  open: (page: Page) => Promise<void>,
  ...parts: string[]
) => {
  const frames = liveFrames(page);
  await signIn(page, account);
  await open(page);
  await chooseViewingAs(page, 'Me', group.name);
  await followingLive(frames, group.id, ...parts);
};
