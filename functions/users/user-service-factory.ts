import { jwtSecret } from '../lib/auth/jwt-secret';
import { dynamo } from '../lib/aws/dynamo-client';
import { authConfig, tableConfig } from '../lib/config';
import { createLoginThrottle, createSessionRepository } from './session-repository';
import { createUserRepository } from './user-repository';
import { createUserService, loginWindowSeconds, maxFailedLogins } from './user-service';

/** The user service wired to the real table: shared by the Lambda, the local runtime and the admin script. */
export const createDefaultUserService = () => {
  const { TABLE_NAME } = tableConfig();
  const { TOKEN_ISSUER } = authConfig();
  return createUserService({
    users: createUserRepository(dynamo, TABLE_NAME),
    sessions: createSessionRepository(dynamo, TABLE_NAME),
    loginThrottle: createLoginThrottle(dynamo, TABLE_NAME, maxFailedLogins, loginWindowSeconds),
    tokenKeys: async () => ({ secret: await jwtSecret(), issuer: TOKEN_ISSUER }),
  });
};
