import { describe, expect, it } from 'vitest';
import {
  provisionSecrets,
  type SecretStoreEffects,
  type SecretStoreProperties,
  type SecretStoreRequest,
} from '#functions/secret-store/provision-secrets';

const properties: SecretStoreProperties = {
  JwtParameterName: '/Stack/jwt-secret',
  OriginParameterName: '/Stack/origin-secret',
  LegacyJwtSecretId: 'JwtSecretB8834B39',
  LegacyOriginSecretId: 'OriginVerifySecret1DED2FB3',
  OriginSecretRotation: 'initial',
};

/**
 * Parameter Store as a map of parameter histories, the stack's old Secrets Manager secrets by logical
 * id, and numbered "random" values, so each test can say which value ended where.
 */
const world = (legacy: Record<string, string> = {}, existing: Record<string, string> = {}) => {
  const parameters = new Map(Object.entries(existing).map(([name, value]) => [name, [value]]));
  let drawn = 0;
  const effects: SecretStoreEffects = {
    readParameter: async (name) => parameters.get(name)?.at(-1),
    writeParameter: async (name, value, overwrite) => {
      const history = parameters.get(name);
      if (history && !overwrite) throw new Error(`ParameterAlreadyExists: ${name}`);
      parameters.set(name, [...(history ?? []), value]);
    },
    deleteParameters: async (names) => {
      for (const name of names) parameters.delete(name);
    },
    readLegacySecret: async (logicalId) => legacy[logicalId],
    randomSecret: () => `random-${++drawn}`,
  };
  const current = (name: string) => parameters.get(name)?.at(-1);
  const history = (name: string) => parameters.get(name);
  return { effects, current, history };
};

const create: SecretStoreRequest = { RequestType: 'Create', ResourceProperties: properties };
const update = (rotation: string): SecretStoreRequest => ({
  RequestType: 'Update',
  ResourceProperties: { ...properties, OriginSecretRotation: rotation },
  OldResourceProperties: properties,
});

describe('the secret store custom resource', () => {
  it('draws both values in a new stack and returns the origin secret', async () => {
    const { effects, current } = world();
    const result = await provisionSecrets(create, effects);
    expect(current('/Stack/jwt-secret')).toBe('random-1');
    expect(current('/Stack/origin-secret')).toBe('random-2');
    expect(result).toEqual({
      physicalResourceId: '/Stack/jwt-secret,/Stack/origin-secret',
      data: { OriginSecret: 'random-2' },
    });
  });

  it('carries the old Secrets Manager values over on an upgrade, so no key changes', async () => {
    const { effects, current } = world({
      JwtSecretB8834B39: 'old-jwt-key',
      OriginVerifySecret1DED2FB3: 'old-origin-secret',
    });
    const result = await provisionSecrets(create, effects);
    expect(current('/Stack/jwt-secret')).toBe('old-jwt-key');
    expect(current('/Stack/origin-secret')).toBe('old-origin-secret');
    expect(result.data.OriginSecret).toBe('old-origin-secret');
  });

  it('keeps parameters that exist: a rotated JWT key is not replaced, nor its history', async () => {
    const { effects, history } = world(
      { JwtSecretB8834B39: 'old-jwt-key' },
      { '/Stack/jwt-secret': 'rotated-key', '/Stack/origin-secret': 'kept-origin' },
    );
    const result = await provisionSecrets(create, effects);
    expect(history('/Stack/jwt-secret')).toEqual(['rotated-key']);
    expect(result.data.OriginSecret).toBe('kept-origin');
  });

  it('answers an update with the same origin secret, unless a rotation is asked for', async () => {
    const { effects, current, history } = world();
    await provisionSecrets(create, effects);
    const unchanged = await provisionSecrets(update('initial'), effects);
    expect(unchanged.data.OriginSecret).toBe('random-2');
    const rotated = await provisionSecrets(update('2026-11-27'), effects);
    expect(rotated.data.OriginSecret).toBe('random-3');
    expect(current('/Stack/origin-secret')).toBe('random-3');
    expect(history('/Stack/jwt-secret')).toEqual(['random-1']);
    expect(rotated.physicalResourceId).toBe(unchanged.physicalResourceId);
  });

  it('keeps the origin secret when a later deploy leaves the rotation mark out', async () => {
    const { effects } = world();
    await provisionSecrets(create, effects);
    await provisionSecrets(update('2026-11-27'), effects);
    const markDropped: SecretStoreRequest = {
      RequestType: 'Update',
      ResourceProperties: { ...properties, OriginSecretRotation: 'initial' },
      OldResourceProperties: { ...properties, OriginSecretRotation: '2026-11-27' },
    };
    expect((await provisionSecrets(markDropped, effects)).data.OriginSecret).toBe('random-3');
  });

  it('fails, writing nothing, when an old secret cannot be read (CloudFormation keeps the old secrets)', async () => {
    const { effects, history } = world();
    effects.readLegacySecret = async () => {
      throw new Error('AccessDeniedException');
    };
    await expect(provisionSecrets(create, effects)).rejects.toThrow('AccessDeniedException');
    expect(history('/Stack/jwt-secret')).toBeUndefined();
  });

  it('deletes both parameters with the stack', async () => {
    const { effects, history } = world();
    await provisionSecrets(create, effects);
    const result = await provisionSecrets({ RequestType: 'Delete', ResourceProperties: properties }, effects);
    expect(result.physicalResourceId).toBe('/Stack/jwt-secret,/Stack/origin-secret');
    expect([history('/Stack/jwt-secret'), history('/Stack/origin-secret')]).toEqual([undefined, undefined]);
  });
});
