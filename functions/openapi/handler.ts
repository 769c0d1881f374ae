import { buildOpenApiDocument } from '#shared/openapi';
import { createHandler } from '../lib/http/create-handler';

const document = buildOpenApiDocument();

export const handler = createHandler('openapi', {
  openapi: async () => document,
});
