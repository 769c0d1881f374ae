/** One language's web catalogue, compiled at build time (frontend/build/messages-plugin.ts). */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
