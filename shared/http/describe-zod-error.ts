import type { z } from 'zod';

/** One readable sentence for a 400: each problem as `field: message`, or the message alone at the top level. */
export const describeZodError = (error: z.ZodError): string =>
  error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
