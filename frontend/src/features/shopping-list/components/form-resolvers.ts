import { zodResolver } from '@hookform/resolvers/zod';
import { shoppingItemFields } from '#shared/shopping/shopping-schemas';

/** The shared schema as a form resolver; this module is loaded lazily by the form. */
export const shoppingItemResolver = zodResolver(shoppingItemFields);
