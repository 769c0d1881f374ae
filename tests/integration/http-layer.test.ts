import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/routes';
import { api } from './support/api';

describe('the HTTP layer', () => {
  it('serves the OpenAPI document generated from the route table', async () => {
    const response = await api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const [name, route] of routeEntries) {
      expect(response.body.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(name);
    }
  });

  it('answers malformed JSON, the wrong media type and oversize bodies with a message, never a 500', async () => {
    const malformed = await api('POST', '/api/users/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON', code: 'invalid_json' },
    });
    const wrongType = await api('POST', '/api/users/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toContain('application/json');
    const huge = await api('POST', '/api/users/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(100_000) },
    });
    expect(huge).toMatchObject({
      status: 413,
      body: { message: 'Request body is too large (at most 64 KB)' },
    });
    const empty = await api('POST', '/api/users/login', { headers: { 'content-type': 'application/json' } });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Request body is required', code: 'request_body_required' },
    });
  });

  it('says what is wrong in sentences that name no field, and gives each field its message apart', async () => {
    const response = await api('POST', '/api/users/register', {
      body: { name: 'J', email: 'not-an-email', password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(response).toMatchObject({ status: 400 });
    expect(response.body).toEqual({
      message: 'Name is required. Invalid email address.',
      code: 'validation_failed',
      fields: { name: 'Name is required', email: 'Invalid email address' },
      fieldCodes: { name: 'person_name_required', email: 'invalid_email_address' },
    });
    const unknown = await api('POST', '/api/users/login', {
      body: { email: 'a@b.co', password: 'secret', x: 1 },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unrecognized key: "x"' } });
    expect(unknown.body).not.toHaveProperty('fields');
  });

  it.each([null, [], 'text', 42, { email: ['a@b.co'], password: { $gt: '' } }])(
    'refuses the body %j with 400',
    async (body) => {
      const response = await api('POST', '/api/users/login', { body });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    },
  );

  it('sends security headers and no-store on API responses', async () => {
    const response = await api('POST', '/api/users/login', { body: {} });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api('GET', '/api/no-such-thing');
    expect(response).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });
});
