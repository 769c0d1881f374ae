import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths';
import { endSession } from './session';

/** Logs out and lands on the sign-in screen. */
export const useLogout = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  return useCallback(async () => {
    // endSession forgets the session synchronously, before it waits for the server, so the
    // sign-in screen (public only) does not bounce a still-signed-in user back to /recipes.
    const revoked = endSession();
    await navigate(paths.login.getHref(), { replace: true });
    await revoked;
  }, [navigate]);
};
