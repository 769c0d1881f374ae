import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from '#shared/http/define-route';

describe('fillPath', () => {
  it('puts encoded parameters into the path', () => {
    expect(fillPath('/api/Group/{id}/users/{userId}', { id: 'g 1', userId: 'u/2' })).toBe(
      '/api/Group/g%201/users/u%2F2',
    );
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('/api/Group/{id}', {})).toThrow('Missing path parameter id');
  });
});

describe('matchPath', () => {
  it('matches literally and case-sensitively, as API Gateway does', () => {
    expect(matchPath('/api/users/login', '/api/users/login')).toEqual({});
    expect(matchPath('/api/Group/create', '/api/group/create')).toBeNull();
    expect(matchPath('/api/users/login', '/api/users/login/extra')).toBeNull();
  });

  it('extracts and decodes parameters, one segment each', () => {
    expect(matchPath('/api/Group/{id}/users/{userId}', '/api/Group/g%201/users/u2')).toEqual({
      id: 'g 1',
      userId: 'u2',
    });
    expect(matchPath('/api/Group/{id}', '/api/Group/a/b')).toBeNull();
  });

  it('treats regex characters in the pattern literally', () => {
    expect(matchPath('/api/openapi.json', '/api/openapiXjson')).toBeNull();
    expect(matchPath('/api/openapi.json', '/api/openapi.json')).toEqual({});
  });

  it('matches nothing for a malformed escape instead of throwing', () => {
    expect(matchPath('/api/Group/{id}', '/api/Group/%E0%A4%A')).toBeNull();
  });
});
