import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '#shared/users/password-reset-schemas';
import { passwordResetForm } from '../utils/password-reset-form';

/** The reset screens' schemas as form resolvers; loaded lazily by the forms. */
export const forgotPasswordResolver = zodResolver(forgotPasswordBody);
export const passwordResetResolver = zodResolver(passwordResetForm);
