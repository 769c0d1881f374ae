import { zodResolver } from '@hookform/resolvers/zod';
import { addUserBody } from '#shared/users/user-schemas';

/** The shared schema as a form resolver; this module is loaded lazily by the form. */
export const addUserResolver = zodResolver(addUserBody);
