import { useMutation } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locales';
import { callApi } from '#web/lib/api-client';
import { updateSessionUser } from '#web/lib/auth/session';

/** The name and avatar colour; the language only when given (absent leaves the account's as it is). */
export const updateProfile = (body: { name: string; avatar: string | null; language?: Locale | null }) =>
  callApi('updateProfile', { body });

/** Saves the name, avatar colour (and language); the session shows them at once. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ name, avatar, language }) => updateSessionUser({ name, avatar, language }),
  });
