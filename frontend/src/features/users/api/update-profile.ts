import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { updateSessionUser } from '#web/lib/auth/session';

export const updateProfile = (body: { name: string; avatar: string | null }) =>
  callApi('updateProfile', { body });

/** Saves the name and avatar colour; the session shows them at once. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ name, avatar }) => updateSessionUser({ name, avatar }),
  });
