import { zodResolver } from '@hookform/resolvers/zod';
import { codeForm } from '#shared/users/sign-in-factor-schemas';
import { loginBody, registerBody } from '#shared/users/user-schemas';

/** The shared schemas as form resolvers; this module is loaded lazily by the forms. */
export const loginResolver = zodResolver(loginBody);
export const registerResolver = zodResolver(registerBody);
export const codeResolver = zodResolver(codeForm);
