import { zodResolver } from '@hookform/resolvers/zod';
import { pantryItemFields } from '#shared/pantry/pantry-schemas';

/** The shared schema as a form resolver; this module is loaded lazily by the form. */
export const pantryItemResolver = zodResolver(pantryItemFields);
