import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBody } from '#shared/users/device-schemas';
import { codeForm, ownPasswordBody, renamePasskeyBody } from '#shared/users/sign-in-factor-schemas';
import { addUserBody, updateProfileBody } from '#shared/users/user-schemas';
import { passwordChangeForm } from '../utils/password-change';

/** The shared schemas as form resolvers; this module is loaded lazily by the forms. */
export const addUserResolver = zodResolver(addUserBody);
export const profileResolver = zodResolver(updateProfileBody);
export const passwordChangeResolver = zodResolver(passwordChangeForm);
export const renamePasskeyResolver = zodResolver(renamePasskeyBody);
export const codeResolver = zodResolver(codeForm);
export const passwordResolver = zodResolver(ownPasswordBody);
export const deleteAccountResolver = zodResolver(deleteAccountBody);
