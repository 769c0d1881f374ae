import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountBody } from '#shared/users/device-schemas';
import { callApi } from '#web/lib/api-client';

/** Deletes the account for good, confirmed with its password. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: z.output<typeof deleteAccountBody>) => callApi('deleteAccount', { body }),
  });
