import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/http/define-route';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { type RouteName, routeEntries, routes } from '#shared/routes';
import { sections } from '#shared/shopping/aisles';
import { api, signedInUser } from '../integration/support/api';
import { download, uploadImage } from '../integration/support/files';
import { household } from '../integration/support/groups';
import { recipeBody } from '../integration/support/recipe-body';
import { createRecipe } from '../integration/support/recipes';

/**
 * Driven by the route table: every route that reads or writes someone's object is called by people
 * who may not see or change it (a stranger; a plain member for admin-only group actions), must be
 * refused with 403 or 404, and must leave everything the owner sees exactly as it was. Whatever a
 * stranger tries is tried again by a pending invitee of the group: an invitation shares nothing.
 * A route added to the table fails the completeness check below until it is classified here.
 */
type Fixtures = Awaited<ReturnType<typeof setUp>>;
type Intruder = 'outsider' | 'member' | 'invitee';
interface Attempt {
  as: Intruder;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Not repeated by the invitee (the one route where their invitation is theirs to use). */
  outsiderOnly?: true;
}

/** Everyone who makes an attempt: a stranger's attempts are repeated by the pending invitee. */
const intrudersOf = (attempt: Attempt): Intruder[] =>
  attempt.as === 'outsider' && !attempt.outsiderOnly ? ['outsider', 'invitee'] : [attempt.as];

const setUp = async () => {
  const { admin: owner, member, outsider, group } = await household('Guarded');
  const token = owner.session.token;
  const invitee = await signedInUser({ name: 'Pending Invitee' });
  await api('POST', '/api/Group/add-user', {
    token,
    body: { groupId: group.id, userId: invitee.session.id },
  });
  const recipe = await createRecipe(token, { name: 'Guarded stew' });
  const image = await uploadImage(
    token,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer(),
  );
  const rating = (await api('POST', `/api/ratings/${recipe.id}`, { token, body: { value: 5 } })).body;
  const date = mondayOf(today());
  const planOf = async (owned: { userId: string } | { groupId: string }) => {
    const plan = (await api('POST', '/api/mealplan', { token, body: { id: randomUUID(), date, ...owned } }))
      .body;
    await api('POST', `/api/mealplan/${plan.id}/recipes`, { token, body: { recipeId: recipe.id } });
    return plan.id as string;
  };
  const itemOf = async (owned: { userId: string } | { groupId: string }) =>
    (
      await api('POST', '/api/shoppinglistitem', {
        token,
        // Ticked, so a stranger's Clear ticked would show in the owner's view.
        body: { name: 'Salt', amount: 1, unit: 'kg', isChecked: true, ...owned },
      })
    ).body.id as string;
  const mine = { userId: owner.session.id };
  const ours = { groupId: group.id };
  const pantryItemOf = async (owned: { userId: string } | { groupId: string }) =>
    (await api('POST', '/api/pantry', { token, body: { name: 'Flour', amount: 1, unit: 'kg', ...owned } }))
      .body.id as string;
  // The owner's calendar links, so an intruder's reset or turn-off would show in the owner's view.
  for (const owned of [mine, ours]) await api('POST', '/api/calendar/feeds', { token, body: owned });
  // The group's invitation link (issue 25), so an intruder's withdrawal or new link would show.
  const link = (
    await api('POST', '/api/users/invitation-links', {
      token,
      body: { role: 'User', groupId: group.id, uses: 3, expiresInDays: 7 },
    })
  ).body as { id: string; url: string };
  return {
    link: link.id,
    owner,
    member,
    outsider,
    invitee,
    group,
    recipe,
    image,
    rating,
    date,
    plan: await planOf(mine),
    groupPlan: await planOf(ours),
    item: await itemOf(mine),
    groupItem: await itemOf(ours),
    pantryItem: await pantryItemOf(mine),
    groupPantryItem: await pantryItemOf(ours),
  };
};

/**
 * Everything the owner can see of their objects, to compare before and after each attack. The reads
 * are sent at once: none of them changes anything, and the view is taken between attacks.
 */
const ownersView = async (f: Fixtures) => {
  const token = f.owner.session.token;
  const get = async (path: string) => {
    const { status, body } = await api('GET', path, { token });
    return { status, body };
  };
  const reads = {
    members: get(`/api/Group/${f.group.id}/users`),
    invitees: get(`/api/Group/${f.group.id}/invitees`),
    invitationLinks: get(`/api/users/invitation-links?groupId=${f.group.id}`),
    groups: get('/api/group/user'),
    recipe: get(`/api/recipes/${f.recipe.id}`),
    rating: get(`/api/ratings/recipe/${f.recipe.id}`),
    image: download(f.image.url).then((response) => response.status),
    plans: get(`/api/mealplan/user/${f.owner.session.id}/week?weekStartDate=${f.date}`),
    groupPlans: get(`/api/mealplan/group/${f.group.id}/week?weekStartDate=${f.date}`),
    // Where a copy of the plans' week would land.
    nextPlans: get(`/api/mealplan/user/${f.owner.session.id}/week?weekStartDate=${addDays(f.date, 7)}`),
    nextGroupPlans: get(`/api/mealplan/group/${f.group.id}/week?weekStartDate=${addDays(f.date, 7)}`),
    items: get(`/api/shoppinglistitem/user/${f.owner.session.id}`),
    groupItems: get(`/api/shoppinglistitem/group/${f.group.id}`),
    aisles: get(`/api/shoppinglistitem/aisles/user/${f.owner.session.id}`),
    groupAisles: get(`/api/shoppinglistitem/aisles/group/${f.group.id}`),
    calendarFeeds: get('/api/calendar/feeds'),
    pantry: get(`/api/pantry/user/${f.owner.session.id}`),
    groupPantry: get(`/api/pantry/group/${f.group.id}`),
    alwaysHave: get(`/api/pantry/always-have/user/${f.owner.session.id}`),
    groupAlwaysHave: get(`/api/pantry/always-have/group/${f.group.id}`),
  };
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((key, index) => [key, values[index]]));
};

/** An item as the list shows it, for an attempt to put one back. */
const restorable = {
  name: 'Planted',
  amount: null,
  unit: null,
  isChecked: false,
  source: 'manual',
  recipeId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The routes that read or write no one's object but the caller's (or none at all), and why. */
const notObjectRoutes: Partial<Record<RouteName, string>> = {
  register: 'public sign-up',
  login: 'public sign-in',
  refreshToken: 'the token itself is the credential (users-sessions tests)',
  logout: 'the token itself is the credential (users-sessions tests)',
  allUsers: 'role-restricted (auth matrix)',
  addUser: 'role-restricted (auth matrix)',
  updateProfile: "the caller's own profile",
  importImage: 'copies a third-party image into a new file of the caller',
  startImport: 'starts an import of the caller’s own',
  importStatus: 'jobs live under the caller’s own partition: another’s id finds nothing (transfers test)',
  exportRecipes: 'exports only the caller’s own recipes',
  importRecipe: 'reads a web page into a draft; stores and reads nothing of anyone',
  changePassword: "the caller's own account",
  resetByMail: 'public: whether mail is configured',
  forgotPassword: 'public: answers alike for every email (password-reset tests)',
  resetPassword: "the link's token is the credential (password-reset tests)",
  resetLink: 'SysAdmin only (auth matrix)',
  passkeyRegistrationOptions: "a passkey of the caller's own",
  addPasskey: "a passkey of the caller's own",
  listPasskeys: "the caller's own passkeys",
  renamePasskey: "passkeys live under the caller's own partition: another's id finds nothing (passkeys test)",
  removePasskey: "passkeys live under the caller's own partition: another's id finds nothing (passkeys test)",
  passkeyLoginOptions: 'public sign-in',
  passkeyLogin: 'public sign-in: the passkey is the credential',
  loginSecondStep: 'public sign-in: the challenge and code are the credential',
  twoStepStatus: "the caller's own account",
  twoStepSetup: "the caller's own account",
  twoStepEnable: "the caller's own account",
  twoStepDisable: "the caller's own account",
  deviceSessions: "lists the caller's own sessions only",
  endOtherDeviceSessions: "ends the caller's own other sessions only",
  deleteAccount: "deletes the caller's own account (users-devices tests)",
  createGroup: 'creates the caller’s own group',
  userGroups: "the caller's own groups",
  groupInvitations: "the caller's own invitations",
  myWeekPlans: "the caller's own plans",
  listRecipes: 'the shared catalogue: every user may read every recipe',
  userRecipes: "the caller's own recipes",
  getRecipe: 'the shared catalogue: every user may read every recipe',
  recipeTags: 'the shared catalogue’s tags',
  addFavourite: "marks a shared recipe in the caller's own favourites",
  removeFavourite: "changes the caller's own favourites only",
  createRecipe: 'creates the caller’s own recipe',
  ownRating: "the caller's own rating",
  averageRating: 'public to every user, like the catalogue',
  createRating: 'every user may rate every recipe, once',
  uploadFile: 'creates the caller’s own file',
  getFile: 'images are public by design, behind unguessable ids',
  openapi: 'public document',
  calendarFeeds: "the caller's own calendar links",
  calendarFeedFile: "the link's token is the credential: unknown or revoked is 404 (calendar tests)",
  signUp: 'public: the sign-up mode',
  getSignUpMode: 'role-restricted (auth matrix)',
  setSignUpMode: 'role-restricted (auth matrix)',
  checkInvitationLink:
    "the link's token is the credential: unknown, used up or expired is 404 (invitation tests)",
  joinByInvitationLink: "the link's token is the credential (invitation tests); it adds only the caller",
};

/** For each route that touches an object, the attempts to make (the others are listed above). */
const attempts = (f: Fixtures): Partial<Record<RouteName, Attempt[]>> => {
  const g = { id: f.group.id };
  const ownerId = f.owner.session.id;
  const stranger = (attempt: Omit<Attempt, 'as'>): Attempt => ({ as: 'outsider', ...attempt });
  const bothIntruders = (attempt: Omit<Attempt, 'as'>): Attempt[] => [
    { as: 'outsider', ...attempt },
    { as: 'member', ...attempt },
  ];
  const ownedBodies = [{ userId: ownerId }, { groupId: f.group.id }];
  return {
    // The owner's own session, named by a stranger: 404, and the owner stays signed in.
    endDeviceSession: [stranger({ params: { id: String(decodeJwt(f.owner.session.token).sid) } })],

    createInvitationLink: bothIntruders({
      body: { role: 'User', groupId: f.group.id, uses: 1, expiresInDays: 1 },
    }),
    listInvitationLinks: bothIntruders({ query: `groupId=${f.group.id}` }),
    withdrawInvitationLink: bothIntruders({ params: { id: f.link } }),

    addGroupMember: bothIntruders({ body: { groupId: f.group.id, email: 'someone@example.com' } }),
    groupMembers: [stranger({ params: g })],
    groupInvitees: [stranger({ params: g })],
    // No invitation of theirs: accepting or declining one finds nothing.
    answerGroupInvitation: [
      { as: 'outsider', outsiderOnly: true, params: g, body: { accept: true } },
      { as: 'member', params: g, body: { accept: false } },
    ],
    removeGroupMember: bothIntruders({ params: { ...g, userId: ownerId } }),
    setGroupMemberRole: [
      stranger({ params: { ...g, userId: ownerId }, body: { isGroupAdmin: false } }),
      { as: 'member', params: { ...g, userId: f.member.session.id }, body: { isGroupAdmin: true } },
    ],
    renameGroup: bothIntruders({ params: g, body: { name: 'Hijacked' } }),
    deleteGroup: bothIntruders({ params: g }),
    groupWeekPlans: [stranger({ params: { groupId: f.group.id }, query: `weekStartDate=${f.date}` })],
    userWeekPlans: bothIntruders({ params: { userId: ownerId }, query: `weekStartDate=${f.date}` }),
    groupMealPlans: [stranger({ params: g })],
    createMealPlan: [
      stranger({ body: { id: randomUUID(), date: f.date, userId: ownerId } }),
      stranger({ body: { id: randomUUID(), date: f.date, groupId: f.group.id } }),
    ],
    saveMealPlan: [
      stranger({ body: { id: randomUUID(), date: f.date, userId: ownerId } }),
      stranger({ body: { id: randomUUID(), date: f.date, groupId: f.group.id } }),
    ],
    updateMealPlan: [
      stranger({ params: { id: f.plan }, body: { recipes: [] } }),
      stranger({ params: { id: f.groupPlan }, body: { recipes: [] } }),
    ],
    deleteMealPlan: [stranger({ params: { id: f.plan } }), stranger({ params: { id: f.groupPlan } })],
    addMealPlanRecipe: [
      stranger({ params: { id: f.plan }, body: { recipeId: f.recipe.id } }),
      stranger({ params: { id: f.groupPlan }, body: { recipeId: f.recipe.id } }),
    ],
    removeMealPlanRecipe: [
      stranger({ params: { id: f.plan, recipeId: f.recipe.id } }),
      stranger({ params: { id: f.groupPlan, recipeId: f.recipe.id } }),
    ],
    movePlanRecipeSlot: [
      stranger({ params: { id: f.plan, recipeId: f.recipe.id }, body: { slot: 'Lunch' } }),
      stranger({ params: { id: f.groupPlan, recipeId: f.recipe.id }, body: { slot: 'Lunch' } }),
    ],
    copyWeek: [
      ...bothIntruders({ body: { from: f.date, to: addDays(f.date, 7), userId: ownerId } }),
      stranger({ body: { from: f.date, to: addDays(f.date, 7), groupId: f.group.id } }),
    ],
    userPlanningRules: bothIntruders({ params: { userId: ownerId } }),
    groupPlanningRules: [stranger({ params: { groupId: f.group.id } })],
    savePlanningRules: ownedBodies.map((owned) => stranger({ body: { noRepeatDays: 3, ...owned } })),
    suggestWeek: ownedBodies.map((owned) => stranger({ body: { weekStartDate: f.date, ...owned } })),
    userShoppingList: bothIntruders({ params: { userId: ownerId } }),
    groupShoppingList: [stranger({ params: { groupId: f.group.id } })],
    createShoppingItem: ownedBodies.map((owned) => stranger({ body: { name: 'Planted', ...owned } })),
    addRecipeToShoppingList: ownedBodies.map((owned) =>
      stranger({ body: { recipeId: f.recipe.id, ...owned } }),
    ),
    generateShoppingList: ownedBodies.map((owned) => stranger({ body: { weekStartDate: f.date, ...owned } })),
    updateShoppingItem: [
      stranger({ params: { id: f.item }, body: { isChecked: true, name: 'Changed' } }),
      stranger({ params: { id: f.groupItem }, body: { isChecked: true, name: 'Changed' } }),
      { as: 'member', params: { id: f.item }, body: { isChecked: true } },
    ],
    deleteShoppingItem: [
      stranger({ params: { id: f.item } }),
      stranger({ params: { id: f.groupItem } }),
      { as: 'member', params: { id: f.item } },
    ],
    clearTickedShoppingItems: ownedBodies.map((owned) => stranger({ body: owned })),
    restoreShoppingItems: [f.item, f.groupItem].map((id) =>
      stranger({
        body: {
          // A new key in the owner's list: putting it there would plant an item.
          items: [
            {
              ...restorable,
              id: id.replace(/_[^_]+$/, '_planted'),
              userId: id.startsWith('u_') ? ownerId : null,
              groupId: id.startsWith('g_') ? f.group.id : null,
            },
          ],
        },
      }),
    ),
    userAisleSettings: [
      stranger({ params: { userId: ownerId } }),
      { as: 'member', params: { userId: ownerId } },
    ],
    groupAisleSettings: [stranger({ params: { groupId: f.group.id } })],
    rememberSection: ownedBodies.map((owned) =>
      stranger({ body: { name: 'Salt', section: 'Frozen', ...owned } }),
    ),
    setSectionOrder: ownedBodies.map((owned) =>
      stranger({ body: { order: [...sections].reverse(), ...owned } }),
    ),
    putAwayTickedShoppingItems: ownedBodies.map((owned) => stranger({ body: owned })),
    userPantry: bothIntruders({ params: { userId: ownerId } }),
    groupPantry: [stranger({ params: { groupId: f.group.id } })],
    createPantryItem: ownedBodies.map((owned) =>
      stranger({ body: { name: 'Flour', amount: 1, unit: 'kg', ...owned } }),
    ),
    updatePantryItem: [
      stranger({ params: { id: f.pantryItem }, body: { amount: 9 } }),
      stranger({ params: { id: f.groupPantryItem }, body: { amount: 9 } }),
      { as: 'member', params: { id: f.pantryItem }, body: { amount: 9 } },
    ],
    deletePantryItem: [
      stranger({ params: { id: f.pantryItem } }),
      stranger({ params: { id: f.groupPantryItem } }),
      { as: 'member', params: { id: f.pantryItem } },
    ],
    usePantryItems: ownedBodies.map((owned) =>
      stranger({ body: { lines: [{ name: 'Flour', amount: 1, unit: 'kg' }], ...owned } }),
    ),
    userAlwaysHave: bothIntruders({ params: { userId: ownerId } }),
    groupAlwaysHave: [stranger({ params: { groupId: f.group.id } })],
    setAlwaysHave: ownedBodies.map((owned) => stranger({ body: { names: ['Planted'], ...owned } })),
    updateRecipe: bothIntruders({
      params: { id: f.recipe.id },
      body: recipeBody({ name: 'Taken over' }),
    }),
    deleteRecipe: bothIntruders({ params: { id: f.recipe.id } }),
    updateRating: bothIntruders({ params: { ratingId: f.rating.id }, body: { value: 1 } }),
    createCalendarFeed: ownedBodies.map((owned) => stranger({ body: owned })),
    deleteCalendarFeed: [
      stranger({ query: `userId=${ownerId}` }),
      stranger({ query: `groupId=${f.group.id}` }),
    ],
    deleteImage: bothIntruders({ query: `fileUrl=${encodeURIComponent(f.image.url)}` }),
  };
};

let fixtures: Fixtures;
let before: Awaited<ReturnType<typeof ownersView>>;
beforeAll(async () => {
  fixtures = await setUp();
  before = await ownersView(fixtures);
});

describe('object access, driven by the route table', () => {
  it('classifies every route of the table', async () => {
    // Each route once: attempted, or listed with why it is not an object route.
    const classified = [...Object.keys(attempts(fixtures)), ...Object.keys(notObjectRoutes)];
    expect(classified.sort()).toEqual(routeEntries.map(([name]) => name).sort());
  });

  // Sequential: each attack must be judged against the owner's view before the next one.
  it.each(routeEntries.map(([name]) => name))('%s refuses intruders and changes nothing', async (name) => {
    const cases = attempts(fixtures)[name];
    if (!cases) {
      expect(notObjectRoutes[name]).toBeTruthy();
      return;
    }
    const route = routes[name];
    for (const attempt of cases)
      for (const as of intrudersOf(attempt)) {
        const intruder = fixtures[as].session;
        const path = fillPath(route.path, attempt.params ?? {});
        const url = attempt.query ? `${path}?${attempt.query}` : path;
        const response = await api(route.method, url, { token: intruder.token, body: attempt.body });
        const label = `${as}: ${route.method} ${url} ${JSON.stringify(attempt.body ?? '')}`;
        expect([403, 404], `${label} -> ${response.status} ${JSON.stringify(response.body)}`).toContain(
          response.status,
        );
        expect(typeof response.body.message, label).toBe('string');
        expect(await ownersView(fixtures), label).toEqual(before);
      }
  });
});
