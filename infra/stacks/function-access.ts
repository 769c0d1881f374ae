import { sessionStateAttributes } from '#functions';
import type { Resource } from '#shared/http/define-route';
import { routeEntries } from '#shared/routes';

/** DynamoDB actions, without the `dynamodb:` prefix; never Scan (no request path scans). */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/**
 * `RW`: store, read and delete images; `READ_DELETE`: read who uploaded one and delete it; `READ`:
 * only read them (an export packs them).
 */
export type ImageAccess = 'RW' | 'READ_DELETE' | 'READ';

/**
 * The partitions of the single table, as IAM's `StringLike` matches a partition key (`*`: any
 * characters, no `*`: that exact key). See docs/data-model.md for what lives in each.
 */
const partitions = {
  /** Profile, sessions, favourites, calendar links, import jobs, personal plans and shopping list. */
  user: 'USER#*',
  /** The guard that makes an email unique. */
  email: 'EMAIL#*',
  /** gsi1: every user, by name (the admin list). */
  userList: 'USERS',
  refreshToken: 'REFRESH#*',
  /** A password reset link's token, by its hash. */
  passwordReset: 'RESET#*',
  signInFailuresOfEmail: 'SIGNIN#*',
  signInFailuresFromAddress: 'SIGNINFROM#*',
  /** A passkey's owner, found by the hash of its credential id (sign-in with a passkey). */
  passkeyLookup: 'PASSKEY#*',
  /** A sign-in's short-lived challenge (a passkey prompt's, a second step's), by its hash. */
  signInChallenge: 'CHALLENGE#*',
  /** A recipe and its ratings. */
  recipe: 'RECIPE#*',
  /** The catalogue's shard versions item. */
  catalogueVersions: 'CATALOG',
  /** The catalogue's cards, in 32 shards. */
  catalogueShard: 'CATALOG#*',
  /** The planner's packs of each shard's cards (functions/data/catalogue-packs.ts). */
  cataloguePack: 'CATALOGPACK#*',
  /** A group, its memberships and invitations, its plans and shopping list. */
  group: 'GROUP#*',
  /** gsi1: a user's memberships. */
  membershipsOfUser: 'MEMBERSHIPS#*',
  /** gsi1: a user's pending invitations. */
  invitationsOfUser: 'INVITATIONS#*',
  /** A meal plan found by its id. */
  mealPlanById: 'MEALPLAN#*',
  /** A calendar link found by its token's hash (the public feed). */
  calendarLookup: 'CALFEED#*',
  /** A live list connection and the lists it follows. */
  liveConnection: 'LIVE#*',
  /** gsi1: the connections following a list. */
  listListeners: 'LIVELIST#*',
  /** A user's open live connections, for their caps. */
  liveConnectionsOfUser: 'LIVEUSER#*',
  /** An invitation link, found by its token's hash (issue 25). */
  invitationLink: 'INVITELINK#*',
  /** gsi1: every invitation link, newest first (and those made before paging, a group's together). */
  invitationLinks: 'INVITELINKS',
  /** gsi1: a group's invitation links, newest first. */
  invitationLinksOfGroup: 'INVITELINKS#*',
  /** Deployment-wide settings: who may register. */
  settings: 'SETTINGS',
  /** gsi1: a user's ratings, by recipe (an account's clean-up). */
  ratingsOfUser: 'RATINGS#*',
  /** Request counters per client address or user (functions/data/client-limits.ts). */
  clientLimits: 'LIMIT#*',
} as const;

/**
 * A function's access to the table: the actions, and the partitions it may name. IAM checks the
 * partitions as `dynamodb:LeadingKeys`: the `pk` of each item read or written (each item of a batch,
 * each part of a transaction), and for a Query of an index the index's partition key (`gsi1pk`).
 * The local runtime refuses any other request the same way (infra/local/table-guard.ts), so the
 * integration and e2e suites prove these lists before AWS does. A Scan names no partition, and
 * `ForAllValues` holds for an empty set: Scan is never granted.
 */
export interface TableAccess {
  actions: readonly TableAction[];
  partitions: readonly string[];
  /** When set, reads must name their attributes (a projection), all from this list. */
  attributes?: readonly string[];
}

/** What one function may reach in AWS; anything not named here it cannot touch. */
export interface FunctionAccess {
  /** The table and its indexes (transactions need the actions of their parts). */
  table?: TableAccess;
  /** Objects under `images/` in the image bucket. */
  images?: ImageAccess;
  /**
   * Reads the JWT signing secret: signs or verifies access tokens. A function that verifies them and
   * has no table access may still read whether a session lives (ApiFunction.bindSessionCheck).
   */
  jwtSecret?: boolean;
  /** Decodes images with sharp: sharp in its bundle, x86_64 and more memory (see api-function.ts). */
  imageProcessing?: boolean;
  /** 10 s unless the function waits on something slower. */
  timeoutSeconds?: number;
  /** Writes links back into the web app: told its origin (CloudFront's address) as WEB_ORIGIN. */
  webOrigin?: boolean;
  /**
   * Sends mail through SES from the sender the deployer names (`-c mailFrom=…`): told it as
   * MAIL_FROM and allowed to send from that identity alone; with no sender, neither.
   */
  sendsMail?: boolean;
}

const read = ['GetItem', 'BatchGetItem', 'Query'] as const;
const write = ['PutItem', 'UpdateItem', 'DeleteItem'] as const;

/**
 * Every function's permissions, in one place: a new function is one entry here (the type insists),
 * and tests/infra/least-privilege.test.ts lists what each one ends up with.
 */
export const functionAccess: Record<Resource, FunctionAccess> = {
  // Sign-in counters, sessions (a refresh marks its session active in a transaction), the admin
  // list. Deleting an account reaches everything the user left elsewhere (account-deletion.ts):
  // memberships and invitations in their groups, ratings and (if asked) recipes with their cards and
  // images, plan pointers and live connections, in batches.
  users: {
    table: {
      actions: [...read, ...write, 'BatchWriteItem', 'ConditionCheckItem'],
      partitions: [
        partitions.user,
        partitions.email,
        partitions.userList,
        partitions.refreshToken,
        partitions.signInFailuresOfEmail,
        partitions.signInFailuresFromAddress,
        // A password change deletes the user's calendar links' lookups.
        partitions.calendarLookup,
        partitions.passwordReset,
        partitions.passkeyLookup,
        partitions.signInChallenge,
        // Who may join (issue 25): the sign-up mode, invitation links, and the membership a group's
        // link makes (its seat counted on the group, the admin's membership checked).
        partitions.settings,
        partitions.invitationLink,
        partitions.invitationLinks,
        partitions.invitationLinksOfGroup,
        partitions.group,
        partitions.membershipsOfUser,
        // Deleting an account (account-deletion.ts): its memberships, invitations and live
        // connections; the rest is the clean-up's (accountCleanup below).
        partitions.invitationsOfUser,
        partitions.liveConnection,
        partitions.liveConnectionsOfUser,
      ],
    },
    jwtSecret: true,
    // Reset links and invitation links point into the web app; passkeys belong to the site (its
    // origin and host are WebAuthn's expected origin and RP ID).
    webOrigin: true,
    // Reset links go out by mail (through SES, when the deployer names a sender).
    sendsMail: true,
    // scrypt on a busy container; an account's deletion answers in a second (its clean-up is not here).
    timeoutSeconds: 29,
  },
  // Deleting a group deletes its whole partition in batches. Adding a member finds them by email;
  // an invitation's transactions check that no membership exists, and accepting that the group does.
  groups: {
    table: {
      actions: [...read, ...write, 'BatchWriteItem', 'ConditionCheckItem'],
      partitions: [
        partitions.group,
        partitions.membershipsOfUser,
        partitions.invitationsOfUser,
        partitions.user,
        partitions.email,
      ],
    },
    jwtSecret: true,
  },
  // Deleting a recipe deletes its ratings in batches, and its image. Favourites live under the user;
  // "what can I make" reads the caller's pantry there, or a group's (after its membership) in the group's.
  recipes: {
    table: {
      actions: [...read, ...write, 'BatchWriteItem'],
      partitions: [
        partitions.recipe,
        partitions.catalogueVersions,
        partitions.catalogueShard,
        partitions.user,
        partitions.group,
      ],
    },
    images: 'READ_DELETE',
    jwtSecret: true,
  },
  // A rating moves the totals on its recipe and its catalogue card.
  ratings: {
    table: {
      actions: [...read, ...write],
      partitions: [
        partitions.recipe,
        partitions.catalogueVersions,
        partitions.catalogueShard,
        partitions.user,
      ],
    },
    jwtSecret: true,
  },
  // Plans live under their owner (a user or a group), found by id through a pointer; the names of
  // the chefs and recipes are read live.
  mealplans: {
    table: {
      actions: [...read, ...write],
      partitions: [partitions.user, partitions.group, partitions.mealPlanById, partitions.recipe],
    },
    jwtSecret: true,
  },
  // "Plan my week": the rules under their owner (read and replaced), the owner's plans around the
  // week and pantry, the caller's favourites, and the catalogue it chooses from (the shards' packs,
  // written again from the cards when stale, and the ingredient names of recipes whose cards
  // predate them).
  planner: {
    table: {
      actions: [...read, 'PutItem'],
      partitions: [
        partitions.user,
        partitions.group,
        partitions.recipe,
        partitions.catalogueVersions,
        partitions.catalogueShard,
        partitions.cataloguePack,
      ],
    },
    jwtSecret: true,
  },
  // Items and aisle settings live under their owner; a week's plans and their recipes fill the list.
  shoppinglist: {
    table: {
      actions: [...read, ...write],
      partitions: [partitions.user, partitions.group, partitions.recipe],
    },
    jwtSecret: true,
  },
  // Pantry items and "Always have" names live under their owner, beside the shopping list.
  pantry: {
    table: { actions: [...read, ...write], partitions: [partitions.user, partitions.group] },
    jwtSecret: true,
  },
  // Images only: who uploaded an image is in the object's metadata, not in the table.
  files: { images: 'RW', jwtSecret: true, imageProcessing: true },
  // A fixed public document: nothing at all.
  openapi: {},
  // Fetches pages that users name (server-side request forgery is its risk): no table, no bucket.
  // It waits on a third-party site (10 s at most, see functions/lib/safe-fetch.ts), then reads it.
  imports: { jwtSecret: true, timeoutSeconds: 15 },
  // Import jobs and the caller's recipes; reads images for an export (the transfer bucket is
  // granted beside it, in the stack). An export reads every photo of the caller's: API Gateway's
  // 30 s is its limit.
  transfers: {
    table: {
      actions: [...read, ...write],
      partitions: [
        partitions.user,
        partitions.recipe,
        partitions.catalogueVersions,
        partitions.catalogueShard,
      ],
    },
    images: 'READ',
    jwtSecret: true,
    timeoutSeconds: 29,
  },
  // Calendar links (a transaction puts the new link and lookup and deletes the old lookup) and the
  // feed's reads: the plans, the names in them, the group and the membership. Nothing is updated.
  calendar: {
    table: {
      actions: [...read, 'PutItem', 'DeleteItem'],
      partitions: [
        partitions.user,
        partitions.calendarLookup,
        partitions.group,
        partitions.membershipsOfUser,
        partitions.recipe,
      ],
    },
    jwtSecret: true,
    webOrigin: true,
  },
};

/**
 * A function that verifies access tokens but has no other use for the table reads whether a
 * session still lives: GetItem of the session's state in user partitions, nothing else (see
 * ApiFunction.bindSessionCheck).
 */
export const sessionCheckAccess: TableAccess = {
  actions: ['GetItem'],
  partitions: [partitions.user],
  attributes: ['pk', 'sk', ...sessionStateAttributes],
};

/** The table access of the functions that answer no API route, by the name the local runtime runs them as. */
export const otherFunctionTableAccess = {
  // Reads an uploaded file of recipes: its import job under the user, the recipes it adds and
  // their catalogue cards.
  upload: {
    actions: [...read, 'PutItem', 'UpdateItem'],
    partitions: [partitions.user, partitions.recipe, partitions.catalogueVersions, partitions.catalogueShard],
  },
  // The live shopping lists' socket function (infra/constructs/live-updates.ts): its connection's
  // records, and the session and membership it checks on connect and subscribe.
  live: {
    actions: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'BatchWriteItem'],
    partitions: [
      partitions.liveConnection,
      partitions.liveConnectionsOfUser,
      partitions.user,
      partitions.group,
    ],
  },
  // Their stream function: who follows a list (gsi1), each listener's session and membership, and
  // dropping subscriptions and gone connections (with their filing under the user).
  liveStream: {
    actions: ['GetItem', 'Query', 'DeleteItem', 'BatchWriteItem'],
    partitions: [
      partitions.liveConnection,
      partitions.liveConnectionsOfUser,
      partitions.listListeners,
      partitions.user,
      partitions.group,
    ],
  },
  // The clean-up after an account's deletion (functions/users/account-cleanup.ts), on the table's
  // stream: the marked profile and the rest of the user's partition, their ratings (by their
  // listing, or beside each recipe of the catalogue) and, if asked, their recipes with their
  // cards, their plans' pointers, calendar links' and passkeys' lookups.
  accountCleanup: {
    actions: [...read, 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'],
    partitions: [
      partitions.user,
      partitions.ratingsOfUser,
      partitions.recipe,
      partitions.catalogueVersions,
      partitions.catalogueShard,
      partitions.mealPlanById,
      partitions.calendarLookup,
      partitions.passkeyLookup,
    ],
  },
} as const satisfies Record<string, TableAccess>;

/** Every function that may reach the table, by name: one per API resource, and the others above. */
export type TableFunction = Resource | keyof typeof otherFunctionTableAccess;

/** What a function may do in the table, from the declarations above; undefined: nothing at all. */
export const tableAccessOf = (name: TableFunction): TableAccess | undefined => {
  if (name in otherFunctionTableAccess)
    return otherFunctionTableAccess[name as keyof typeof otherFunctionTableAccess];
  const access = functionAccess[name as Resource];
  return access.table ?? (access.jwtSecret ? sessionCheckAccess : undefined);
};

/**
 * The functions whose routes have limits per client (shared/http/client-limits.ts), and what they
 * may do for them: count in the counters' partitions, nothing else there. A grant of its own, beside
 * the function's table access, so a function with no other use of the table (imports) gets no more.
 */
export const limitedResources: ReadonlySet<Resource> = new Set(
  routeEntries.filter(([, route]) => route.limits).map(([, route]) => route.resource),
);
export const clientLimitAccess: TableAccess = {
  actions: ['UpdateItem', 'BatchGetItem', 'PutItem', 'Query', 'DeleteItem'],
  partitions: [partitions.clientLimits],
};

/** Every grant a function holds on the table: its access, and the counters' if it has limited routes. */
export const tableGrantsOf = (name: TableFunction): TableAccess[] => [
  ...[tableAccessOf(name)].filter((access) => access !== undefined),
  ...(limitedResources.has(name as Resource) ? [clientLimitAccess] : []),
];
