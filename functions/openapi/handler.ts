import { buildOpenApiDocument } from '#shared/openapi/openapi-document';
import { createRouteHandler } from '../lib/http/route-handler';

const document = buildOpenApiDocument();

// Public only: no authentication, so the bundle carries no token code and no AWS client.
export const handler = createRouteHandler('openapi', {
  openapi: async () => document,
});
