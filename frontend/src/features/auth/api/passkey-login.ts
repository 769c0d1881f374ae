import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { startSession } from '#web/lib/auth/session';

/**
 * Signs in with a passkey: the server's options, the browser's prompt (any passkey made for this
 * site may answer, so no email), the answer checked by the server. The WebAuthn library loads only
 * when the button is pressed.
 */
const passkeyLogin = async () => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await callApi('passkeyLoginOptions');
  const answer = await startAuthentication({ optionsJSON: options as never });
  return callApi('passkeyLogin', { body: answer as never });
};

export const usePasskeyLogin = () =>
  useMutation({ mutationFn: passkeyLogin, onSuccess: (session) => startSession(session) });

/** The browser's prompt was closed or timed out: not an error to explain. */
export const wasCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
