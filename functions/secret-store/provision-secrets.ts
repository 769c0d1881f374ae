/**
 * The stack's two secrets (the JWT signing key, the origin header value), made at deploy time by a
 * CloudFormation custom resource and kept as Parameter Store SecureStrings, which cost nothing at
 * rest. CloudFormation cannot create a SecureString, and a value in the template would be readable by
 * anyone who can read the template; so this function draws them and stores them itself.
 */

/** What the stack tells the custom resource (its properties, strings as CloudFormation sends them). */
export interface SecretStoreProperties {
  JwtParameterName: string;
  OriginParameterName: string;
  /** Logical ids of the Secrets Manager secrets that held these values up to the release that replaced them. */
  LegacyJwtSecretId: string;
  LegacyOriginSecretId: string;
  /**
   * A mark other than `unrotated` that differs from the last deploy's draws a new origin secret
   * (`cdk deploy -c originSecretRotation=...`).
   */
  OriginSecretRotation: string;
}

/** The rotation mark of a deploy that names none: never a reason to rotate. */
export const unrotated = 'initial';

export type SecretStoreRequest =
  | { RequestType: 'Create'; ResourceProperties: SecretStoreProperties }
  | {
      RequestType: 'Update';
      ResourceProperties: SecretStoreProperties;
      OldResourceProperties: Partial<SecretStoreProperties>;
    }
  | { RequestType: 'Delete'; ResourceProperties: SecretStoreProperties };

/** What provisioning does to the world: Parameter Store, the stack's old secrets, randomness. */
export interface SecretStoreEffects {
  /** The parameter's current value; undefined when there is no such parameter. */
  readParameter(name: string): Promise<string | undefined>;
  /** Stores a SecureString; without `overwrite`, refuses to replace an existing parameter. */
  writeParameter(name: string, value: string, overwrite: boolean): Promise<void>;
  /** Deletes these parameters (with their history); missing ones are not an error. */
  deleteParameters(names: string[]): Promise<void>;
  /** The value of the stack's Secrets Manager secret with this logical id; undefined if the stack has none. */
  readLegacySecret(logicalId: string): Promise<string | undefined>;
  randomSecret(): string;
}

export interface ProvisionResult {
  /** Names both parameters and never changes for a stack: a new id would make CloudFormation delete the old. */
  physicalResourceId: string;
  /** Returned to the template (CloudFront's header, the functions' environment) under NoEcho. */
  data: { OriginSecret?: string };
}

export const secretStorePhysicalId = (properties: SecretStoreProperties) =>
  `${properties.JwtParameterName},${properties.OriginParameterName}`;

/**
 * Create and Update keep what exists: a parameter already there (a redeploy, a stack made again under
 * the same name) keeps its value and its history. A missing one takes the value of the secret it
 * replaces, so upgrading from Secrets Manager changes no key and signs nobody out; only a new stack
 * draws new values. A failed read of an old secret fails the deployment (CloudFormation rolls back to
 * the old secrets) rather than replacing a key that live sessions use.
 */
export const provisionSecrets = async (
  request: SecretStoreRequest,
  effects: SecretStoreEffects,
): Promise<ProvisionResult> => {
  const properties = request.ResourceProperties;
  const physicalResourceId = secretStorePhysicalId(properties);
  const { JwtParameterName: jwtName, OriginParameterName: originName } = properties;

  if (request.RequestType === 'Delete') {
    await effects.deleteParameters([jwtName, originName]);
    return { physicalResourceId, data: {} };
  }

  const ensure = async (name: string, legacySecretId: string) => {
    const existing = await effects.readParameter(name);
    if (existing !== undefined) return existing;
    const value = (await effects.readLegacySecret(legacySecretId)) ?? effects.randomSecret();
    await effects.writeParameter(name, value, false);
    return value;
  };

  await ensure(jwtName, properties.LegacyJwtSecretId);
  // A deploy that leaves the mark out keeps the secret: forgetting the mark must not rotate it.
  const rotateOrigin =
    request.RequestType === 'Update' &&
    properties.OriginSecretRotation !== unrotated &&
    request.OldResourceProperties.OriginSecretRotation !== properties.OriginSecretRotation;
  if (!rotateOrigin)
    return {
      physicalResourceId,
      data: { OriginSecret: await ensure(originName, properties.LegacyOriginSecretId) },
    };
  const originSecret = effects.randomSecret();
  await effects.writeParameter(originName, originSecret, true);
  return { physicalResourceId, data: { OriginSecret: originSecret } };
};
