import * as z from 'zod';
import type { RouteDefinition } from '../http/define-route';
import { routeEntries } from '../routes';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          message: {
            type: 'string',
            description:
              "A sentence for people, naming no field, in the caller's language: the signed-in user's chosen language, else the request's Accept-Language, else English",
          },
          code: {
            type: 'string',
            pattern: '^[a-z0-9_]+$',
            description:
              'The same error in a stable form for programs, whatever the language (recipe_not_found, invalid_credentials, validation_failed, too_many_requests_from_address); listed in docs/i18n/error-codes.md',
          },
          fields: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: "Invalid input only: each field's message, by its dotted path (ingredients.0.name)",
          },
          fieldCodes: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: "Invalid input only: each field's code, by the same dotted path as `fields`",
          },
        },
        required: ['message', 'code'],
      },
    },
  },
});

const parametersOf = (route: RouteDefinition) => {
  const params = route.params ? jsonSchema(route.params, 'input') : undefined;
  const query = route.query ? jsonSchema(route.query, 'input') : undefined;
  const list = (schema: typeof params, where: 'path' | 'query') =>
    Object.entries((schema?.properties ?? {}) as Record<string, object>).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || ((schema?.required as string[] | undefined) ?? []).includes(name),
      schema: property,
    }));
  return [...list(params, 'path'), ...list(query, 'query')];
};

const requestBodyOf = (route: RouteDefinition) => {
  if (route.bodyType === 'multipart') {
    const file = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema: file } } } };
  }
  if (!route.body) return {};
  return {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
    },
  };
};

const successOf = (route: RouteDefinition) => {
  if (route.binary) {
    return {
      description: route.mediaType ? `The document (${route.mediaType})` : 'The image',
      content: { [route.mediaType ?? 'image/*']: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (!route.response) return { description: 'Success, no content' };
  return {
    description: 'Success',
    content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
  };
};

const operationOf = (name: string, route: RouteDefinition) => {
  const status = String(route.status ?? 200);
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.resource],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(Array.isArray(route.auth) ? { description: `Roles: ${route.auth.join(', ')}` } : {}),
    parameters: parametersOf(route),
    ...requestBodyOf(route),
    responses: {
      [status]: successOf(route),
      '400': errorResponse('Invalid input; the message says what is wrong'),
      ...(route.auth === 'public' ? {} : { '401': errorResponse('Missing, invalid or expired token') }),
      ...(Array.isArray(route.auth) ? { '403': errorResponse('Role not allowed') } : {}),
      '429': errorResponse('Too many requests'),
    },
  };
};

/** The OpenAPI 3.1 document of the whole API, generated from the route table. */
export const buildOpenApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of routeEntries) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Recipe Planner API', version: '1.0.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
};
