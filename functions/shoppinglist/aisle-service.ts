import type * as z from 'zod';
import type { rememberSectionBody, sectionOrderBody } from '#shared/shopping/shopping-schemas';
import type { AisleSettingsStore } from '../data/aisle-settings';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from '../lib/auth/access-token';
import { NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess, ownerNamedBy } from '../lib/owner-access';

export interface AisleServiceDependencies {
  aisles: AisleSettingsStore;
  memberships: Pick<Memberships, 'get'>;
}

/**
 * A household's aisle settings (issue 16): the section chosen per item name and the shop's order of
 * sections, for the same owners and with the same access as their shopping list.
 */
export const createAisleService = ({ aisles, memberships }: AisleServiceDependencies) => {
  const ownerAccess = createOwnerAccess(memberships);
  const allowedOwner = (caller: Caller, owner: Owner) =>
    ownerAccess(caller, owner, () => new NotFoundError('errors.shoppingListNotFound'));

  return {
    async get(caller: Caller, owner: Owner) {
      const [, settings] = await Promise.all([allowedOwner(caller, owner), aisles.get(owner)]);
      return settings;
    },

    async rememberSection(caller: Caller, body: z.output<typeof rememberSectionBody>) {
      const owner = await allowedOwner(caller, ownerNamedBy(body));
      await aisles.rememberSection(owner, body.name, body.section);
      return aisles.get(owner);
    },

    async setOrder(caller: Caller, body: z.output<typeof sectionOrderBody>) {
      const owner = await allowedOwner(caller, ownerNamedBy(body));
      await aisles.setOrder(owner, body.order);
      return aisles.get(owner);
    },
  };
};
