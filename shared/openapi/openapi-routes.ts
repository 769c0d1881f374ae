import * as z from 'zod';
import { defineRoutes } from '../http/define-route';

/** This API described as an OpenAPI document. */
export const openApiRoutes = defineRoutes('openapi', {
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
  },
});
