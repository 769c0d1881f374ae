import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

export const passkeysKey = ['passkeys'] as const;

/** The user's passkeys, oldest first. */
export const usePasskeys = () =>
  useQuery(
    queryOptions({ queryKey: passkeysKey, queryFn: ({ signal }) => callApi('listPasskeys', { signal }) }),
  );

/**
 * Makes a passkey: the server's options (the password confirms it), the browser's prompt, the answer
 * stored by the server (named after this browser and system). The WebAuthn library loads only here,
 * on first use.
 */
const addPasskey = async ({ password }: { password: string }) => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await callApi('passkeyRegistrationOptions', { body: { password } });
  const answer = await startRegistration({ optionsJSON: options as never });
  return callApi('addPasskey', { body: answer as never });
};

export const useAddPasskey = () =>
  useRefreshingMutation({ mutationFn: addPasskey, stale: () => passkeysKey });

export const useRenamePasskey = () =>
  useRefreshingMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi('renamePasskey', { params: { id }, body: { name } }),
    stale: () => passkeysKey,
  });

export const useRemovePasskey = () =>
  useRefreshingMutation({
    mutationFn: (id: string) => callApi('removePasskey', { params: { id } }),
    stale: () => passkeysKey,
  });
