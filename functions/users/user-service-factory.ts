import { defaultTable } from '../data/default-table';
import { createInvitationLinks } from '../data/invitation-links';
import { createSignUpSettings } from '../data/sign-up-settings';
import { jwtKeys } from '../lib/auth/jwt-secret';
import { accountRepositories, markSessionEnded } from './account-repositories';
import { createInvitationService } from './invitation-service';
import { createSignInFactors } from './sign-in-factor-factory';
import { createUserService, type UserServiceDependencies } from './user-service';

/** The user service wired to the real table: shared by the Lambda, the local runtime and the admin script. */
export const createDefaultUserService = (admit?: UserServiceDependencies['admit']) => {
  const table = defaultTable();
  return createUserService({
    ...accountRepositories(table),
    tokenKeys: () => jwtKeys(),
    sessionEnded: markSessionEnded,
    secondStep: createSignInFactors(table).twoStep,
    admit,
  });
};

/** Who may join (sign-up mode, invitation links) on the real table; `webOrigin` is where the links point. */
export const createDefaultInvitationService = (webOrigin: string) => {
  const table = defaultTable();
  return createInvitationService({
    ...accountRepositories(table),
    links: createInvitationLinks(table),
    settings: createSignUpSettings(table),
    webOrigin,
  });
};
