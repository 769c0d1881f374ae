import * as z from 'zod';

/**
 * Read and validated once at cold start, so a misconfigured function fails fast.
 * In AWS the JWT secret comes from Secrets Manager (JWT_SECRET_ARN); the local runtime passes
 * JWT_SECRET directly. DynamoDB and S3 endpoints come from the SDK's own AWS_ENDPOINT_URL_* vars.
 */
const configSchema = z
  .object({
    TABLE_NAME: z.string().min(1),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_SECRET_ARN: z.string().min(1).optional(),
    IMAGE_BUCKET: z.string().min(1).optional(),
    TOKEN_ISSUER: z.string().default('recipe-planner'),
  })
  .refine((env) => env.JWT_SECRET || env.JWT_SECRET_ARN, {
    message: 'JWT_SECRET or JWT_SECRET_ARN is required',
  });

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export const config = (): Config => {
  cached ??= configSchema.parse(process.env);
  return cached;
};
