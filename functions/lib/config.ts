import * as z from 'zod';

/**
 * One reader per concern, each validating only the variables it needs: a function reads (and so
 * requires) only what it uses, and a handler calls its readers at cold start, so a misconfigured
 * function fails at once rather than on its first request. DynamoDB and S3 endpoints come from the
 * SDK's own AWS_ENDPOINT_URL_* variables.
 */
const settings = <Schema extends z.ZodType>(schema: Schema) => {
  let cached: z.output<Schema> | undefined;
  return (): z.output<Schema> => {
    cached ??= schema.parse(process.env);
    return cached as z.output<Schema>;
  };
};

export const tableConfig = settings(z.object({ TABLE_NAME: z.string().min(1) }));

export const imageConfig = settings(z.object({ IMAGE_BUCKET: z.string().min(1) }));

/** Where imported files are uploaded and exports wait to be downloaded (kept a day). */
export const transferConfig = settings(z.object({ TRANSFER_BUCKET: z.string().min(1) }));

/**
 * In AWS the JWT secret comes from a Parameter Store SecureString (JWT_SECRET_PARAMETER, its name);
 * the local runtime passes JWT_SECRET, and JWT_PREVIOUS_SECRET for one access-token lifetime after a
 * rotation.
 */
export const authConfig = settings(
  z
    .object({
      JWT_SECRET: z.string().min(32).optional(),
      JWT_PREVIOUS_SECRET: z.string().min(32).optional(),
      JWT_SECRET_PARAMETER: z.string().min(1).optional(),
      TOKEN_ISSUER: z.string().default('recipe-planner'),
    })
    .refine((env) => env.JWT_SECRET || env.JWT_SECRET_PARAMETER, {
      message: 'JWT_SECRET or JWT_SECRET_PARAMETER is required',
    }),
);

/** In AWS, the secret CloudFront sends in x-origin-verify (see functions/lib/http/origin-check.ts). */
export const originConfig = settings(z.object({ ORIGIN_VERIFY_SECRET: z.string().min(32).optional() }));

/** The web app's origin (CloudFront's in AWS, the local runtime's address locally), for links back into it. */
export const webConfig = settings(
  z.object({
    WEB_ORIGIN: z.url({ protocol: /^https?$/ }).transform((origin) => origin.replace(/\/+$/, '')),
  }),
);

/**
 * Mail (issue 25): off unless MAIL_FROM names a sender. In AWS it goes out through SES from that
 * verified identity; with SMTP_URL set (the local runtime's own SMTP server, or any relay a deployer
 * names) through SMTP instead, the same code either way up to the transport.
 */
export const mailConfig = settings(
  z.object({
    MAIL_FROM: z.string().trim().min(3).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  }),
);
