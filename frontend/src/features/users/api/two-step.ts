import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

export const twoStepKey = ['two-step'] as const;

/** Whether two-step sign-in is on, and the recovery codes left. */
export const useTwoStepStatus = () =>
  useQuery(
    queryOptions({ queryKey: twoStepKey, queryFn: ({ signal }) => callApi('twoStepStatus', { signal }) }),
  );

/** A new secret for the authenticator app (the password confirms it), and its QR code (the QR library loads only here). */
const setUp = async ({ password }: { password: string }) => {
  const setup = await callApi('twoStepSetup', { body: { password } });
  const { toDataURL } = await import('qrcode');
  return { ...setup, qrCode: await toDataURL(setup.otpauthUrl, { margin: 1, width: 200 }) };
};

export const useTwoStepSetup = () => useRefreshingMutation({ mutationFn: setUp, stale: () => twoStepKey });

export const useEnableTwoStep = () =>
  useRefreshingMutation({
    mutationFn: ({ code }: { code: string }) => callApi('twoStepEnable', { body: { code } }),
    stale: () => twoStepKey,
  });

export const useDisableTwoStep = () =>
  useRefreshingMutation({
    mutationFn: ({ password }: { password: string }) => callApi('twoStepDisable', { body: { password } }),
    stale: () => twoStepKey,
  });
