import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { api, login, register, signedInUser } from './support/api';
import { download, uploadImage } from './support/files';
import { joinGroup } from './support/groups';
import { createRecipe } from './support/recipes';
import { storedItemsOf, withRuntimeTable } from './support/stored-items';

const deleteAccount = (token: string, body: unknown) => api('DELETE', '/api/users/me', { token, body });
const whoAmI = (token: string) => api('GET', '/api/group/user', { token });
const average = async (token: string, recipeId: string) =>
  (await api('GET', `/api/ratings/recipe/${recipeId}/average`, { token })).body;
const rate = (token: string, recipeId: string, value: number) =>
  api('POST', `/api/ratings/${recipeId}`, { token, body: { value } });
const sortKeys = (items: Record<string, unknown>[]) => items.map((item) => String(item.sk)).sort();

const createGroup = async (token: string, name: string) =>
  (await api('POST', '/api/Group/create', { token, body: { name } })).body as { id: string; name: string };

const planWith = async (token: string, owned: Record<string, string>, recipeId: string, date: string) => {
  const plan = (await api('POST', '/api/mealplan', { token, body: { id: randomUUID(), date, ...owned } }))
    .body;
  expect((await api('POST', `/api/mealplan/${plan.id}/recipes`, { token, body: { recipeId } })).status).toBe(
    200,
  );
  return plan.id as string;
};

/**
 * A leaver with something of everything: their own recipe (rated by a neighbour and by themselves),
 * a rating and a favourite on the neighbour's recipe, a personal plan, a list item and a calendar
 * link, a group of their own alone, a membership in the neighbour's group and an invitation to a
 * third one.
 */
const leaverWithEverything = async (withPhoto = false) => {
  const [leaver, neighbour] = await Promise.all([
    signedInUser({ name: 'Leaving Soon' }),
    signedInUser({ name: 'Neighbour' }),
  ]);
  const token = leaver.session.token;
  const photo = withPhoto
    ? await uploadImage(
        token,
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a3' } })
          .jpeg()
          .toBuffer(),
      )
    : undefined;
  const own = await createRecipe(token, { name: 'Leaver stew', imageUrl: photo?.url ?? null });
  const theirs = await createRecipe(neighbour.session.token, { name: 'Neighbour pie' });
  await rate(neighbour.session.token, own.id, 5);
  await rate(token, own.id, 1);
  await rate(neighbour.session.token, theirs.id, 4);
  await rate(token, theirs.id, 2);
  expect((await api('PUT', `/api/recipes/${theirs.id}/favourite`, { token })).status).toBeLessThan(300);
  const monday = mondayOf(today());
  const plan = await planWith(token, { userId: leaver.session.id }, theirs.id, monday);
  const neighbourPlan = await planWith(
    neighbour.session.token,
    { userId: neighbour.session.id },
    own.id,
    addDays(monday, 1),
  );
  const item = await api('POST', '/api/shoppinglistitem', {
    token,
    body: { name: 'Salt', amount: 1, unit: 'kg', isChecked: false, userId: leaver.session.id },
  });
  expect(item.status).toBe(201);
  const feed = await api('POST', '/api/calendar/feeds', { token, body: { userId: leaver.session.id } });
  expect(feed.status).toBeLessThan(300);
  const alone = await createGroup(token, 'Just me');
  const shared = await createGroup(neighbour.session.token, 'Street');
  await joinGroup(neighbour.session.token, shared.id, leaver);
  const invitedTo = await createGroup(neighbour.session.token, 'Book club');
  await api('POST', '/api/Group/add-user', {
    token: neighbour.session.token,
    body: { groupId: invitedTo.id, userId: leaver.session.id },
  });
  return {
    photo,
    leaver,
    neighbour,
    own,
    theirs,
    plan,
    neighbourPlan,
    monday,
    feed,
    alone,
    shared,
    invitedTo,
  };
};

const feedPath = (url: string) => new URL(url).pathname;

/**
 * Waits for an account's clean-up, which the table's stream runs after the request has answered
 * (functions/users/account-cleanup.ts): done when nothing is left under the user, profile included.
 */
const cleanedUp = (userId: string) =>
  expect
    .poll(async () => (await storedItemsOf(`USER#${userId}`)).length, { timeout: 30_000, interval: 200 })
    .toBe(0);

describe('DELETE /api/users/me', () => {
  it('with a wrong password refuses (400) and changes nothing', async () => {
    const f = await leaverWithEverything();
    const before = sortKeys(await storedItemsOf(`USER#${f.leaver.session.id}`));
    const refused = await deleteAccount(f.leaver.session.token, {
      password: 'not-my-password',
      deleteRecipes: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ password: 'Password is incorrect.' });
    expect(sortKeys(await storedItemsOf(`USER#${f.leaver.session.id}`))).toEqual(before);
    expect((await whoAmI(f.leaver.session.token)).status).toBe(200);
    expect((await api('GET', `/api/recipes/${f.own.id}`, { token: f.neighbour.session.token })).status).toBe(
      200,
    );
    expect(await login(f.leaver.email, f.leaver.password)).toMatchObject({ id: f.leaver.session.id });
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const { session } = await signedInUser();
    for (const body of [undefined, {}, { password: 5 }, { password: 'password-1', deleteRecipes: 'yes' }]) {
      const refused = await deleteAccount(session.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect((await whoAmI(session.token)).status).toBe(200);
  });

  it('deletes the account and all that is only theirs; their recipes stay for everyone else', async () => {
    const f = await leaverWithEverything();
    const userId = f.leaver.session.id;
    const other = f.neighbour.session.token;
    const deleted = await deleteAccount(f.leaver.session.token, {
      password: f.leaver.password,
      deleteRecipes: false,
    });
    expect(deleted.status).toBe(204);

    // Every token of the account is refused, and the password signs in to nothing.
    expect((await whoAmI(f.leaver.session.token)).status).toBe(401);
    const refreshed = await api('POST', '/api/users/refresh-token', {
      body: { userId, refreshToken: f.leaver.session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    const signIn = await api('POST', '/api/users/login', {
      body: { email: f.leaver.email, password: f.leaver.password },
    });
    expect(signIn.status).toBe(401);

    // Nothing left under the user once the clean-up is done: profile, sessions, favourites, plans,
    // list, calendar links.
    await cleanedUp(userId);
    expect(await storedItemsOf(`EMAIL#${f.leaver.email}`)).toEqual([]);
    expect(await storedItemsOf(`MEALPLAN#${f.plan}`)).toEqual([]);
    expect((await api('GET', feedPath(f.feed.body.url))).status).toBe(404);
    // Their ratings are gone and out of the averages; the neighbour's stay.
    for (const recipe of [f.own, f.theirs])
      expect(sortKeys(await storedItemsOf(`RECIPE#${recipe.id}`))).not.toContain(`RATING#${userId}`);
    expect(await average(other, f.theirs.id)).toBe(4);
    expect(await average(other, f.own.id)).toBe(5);
    // Their recipe stays in the catalogue, by no account any more, and the neighbour's plan reads it.
    const kept = await api('GET', `/api/recipes/${f.own.id}`, { token: other });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Leaver stew', createdBy: userId });
    const week = await api('GET', `/api/mealplan/week?weekStartDate=${f.monday}`, { token: other });
    expect(week.status).toBe(200);
    expect(JSON.stringify(week.body)).toContain(f.own.id);

    // Groups: the one they were alone in is gone; they left the shared one; the invitation is withdrawn.
    expect(await storedItemsOf(`GROUP#${f.alone.id}`)).toEqual([]);
    const members = await api('GET', `/api/Group/${f.shared.id}/users`, { token: other });
    expect(members.status).toBe(200);
    expect(JSON.stringify(members.body)).not.toContain(userId);
    const invitees = await api('GET', `/api/Group/${f.invitedTo.id}/invitees`, { token: other });
    expect(invitees.body).toEqual([]);
    const street = (await storedItemsOf(`GROUP#${f.shared.id}`)).find((item) => item.sk === 'GROUP');
    expect(street).toMatchObject({ memberCount: 1, adminCount: 1 });
    const club = (await storedItemsOf(`GROUP#${f.invitedTo.id}`)).find((item) => item.sk === 'GROUP');
    expect(club).toMatchObject({ memberCount: 1 });

    // The email is free: it registers anew, as a new account.
    const again = await register({ email: f.leaver.email, password: 'a-new-password' });
    const fresh = await login(again.email, again.password);
    expect(fresh.id).not.toBe(userId);
    // And the old recipe is not the new account's.
    expect((await api('DELETE', `/api/recipes/${f.own.id}`, { token: fresh.token })).status).toBe(403);
  });

  it('with deleteRecipes also deletes their recipes; plans that named them still read', async () => {
    const f = await leaverWithEverything(true);
    const other = f.neighbour.session.token;
    expect((await download(f.photo?.url ?? '')).status).toBe(200);
    const deleted = await deleteAccount(f.leaver.session.token, {
      password: f.leaver.password,
      deleteRecipes: true,
    });
    expect(deleted.status).toBe(204);
    await cleanedUp(f.leaver.session.id);
    expect((await download(f.photo?.url ?? '')).status).toBe(404);
    expect((await api('GET', `/api/recipes/${f.own.id}`, { token: other })).status).toBe(404);
    expect(await storedItemsOf(`RECIPE#${f.own.id}`)).toEqual([]);
    const mine = await api('GET', `/api/recipes?searchTerm=${encodeURIComponent('Leaver stew')}`, {
      token: other,
    });
    expect(JSON.stringify(mine.body)).not.toContain(f.own.id);
    const week = await api('GET', `/api/mealplan/week?weekStartDate=${f.monday}`, { token: other });
    expect(week.status).toBe(200);
    // The neighbour's own recipe stays, with its rating.
    expect((await api('GET', `/api/recipes/${f.theirs.id}`, { token: other })).status).toBe(200);
    expect(await average(other, f.theirs.id)).toBe(4);
  });

  it('refuses the last admin of a group with other members (409), and deletes nothing', async () => {
    const [admin, member] = await Promise.all([signedInUser({ name: 'Only Admin' }), signedInUser()]);
    const group = await createGroup(admin.session.token, 'Family Kitchen');
    await joinGroup(admin.session.token, group.id, member);
    const before = sortKeys(await storedItemsOf(`USER#${admin.session.id}`));

    const refused = await deleteAccount(admin.session.token, {
      password: admin.password,
      deleteRecipes: false,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        'You are the last admin of Family Kitchen. Make another member an admin or delete the group first.',
      code: 'last_admin_of',
    });
    expect(sortKeys(await storedItemsOf(`USER#${admin.session.id}`))).toEqual(before);
    expect((await whoAmI(admin.session.token)).status).toBe(200);
    expect(await login(admin.email, admin.password)).toMatchObject({ id: admin.session.id });

    // With another admin, they may go.
    await api('PATCH', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
      body: { isGroupAdmin: true },
    });
    expect(
      (await deleteAccount(admin.session.token, { password: admin.password, deleteRecipes: false })).status,
    ).toBe(204);
  });

  it('counts wrong passwords with the sign-in limit: too many is 429', async () => {
    const { session, password } = await signedInUser();
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt++)
      status = (await deleteAccount(session.token, { password: `wrong-${attempt}`, deleteRecipes: false }))
        .status;
    expect(status).toBe(429);
    // Locked: even the right password waits.
    expect((await deleteAccount(session.token, { password, deleteRecipes: false })).status).toBe(429);
    expect((await whoAmI(session.token)).status).toBe(200);
  });
});

describe("an account's clean-up after the request", () => {
  /** The profile as an earlier release stored it: no `ratingsIndexed`, as before ratings were listed per user. */
  const asOldAccount = (userId: string) =>
    withRuntimeTable((client) =>
      client.send(
        new UpdateCommand({
          TableName: 'recipe-planner',
          Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
          UpdateExpression: 'REMOVE ratingsIndexed',
        }),
      ),
    );
  /** A rating as an earlier release stored it: beside its recipe, in no listing of the user's. */
  const asOldRating = (recipeId: string, userId: string) =>
    withRuntimeTable((client) =>
      client.send(
        new UpdateCommand({
          TableName: 'recipe-planner',
          Key: { pk: `RECIPE#${recipeId}`, sk: `RATING#${userId}` },
          UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
        }),
      ),
    );

  it('finds ratings stored before the per-user listing (an account from before it) and takes them back', async () => {
    const [leaver, neighbour] = await Promise.all([signedInUser(), signedInUser()]);
    const recipe = await createRecipe(neighbour.session.token, { name: 'Old-shape pie' });
    await rate(neighbour.session.token, recipe.id, 5);
    await rate(leaver.session.token, recipe.id, 1);
    await asOldRating(recipe.id, leaver.session.id);
    await asOldAccount(leaver.session.id);
    expect(await average(neighbour.session.token, recipe.id)).toBe(3);

    const deleted = await deleteAccount(leaver.session.token, {
      password: leaver.password,
      deleteRecipes: false,
    });
    expect(deleted.status).toBe(204);
    await cleanedUp(leaver.session.id);
    expect(sortKeys(await storedItemsOf(`RECIPE#${recipe.id}`))).not.toContain(`RATING#${leaver.session.id}`);
    expect(await average(neighbour.session.token, recipe.id)).toBe(5);
  });

  it('lists new ratings under their user, and a changed old-shape rating joins the listing', async () => {
    const [rater, cook] = await Promise.all([signedInUser(), signedInUser()]);
    const recipe = await createRecipe(cook.session.token, { name: 'Listed stew' });
    await rate(rater.session.token, recipe.id, 2);
    const ratingOf = async () =>
      (await storedItemsOf(`RECIPE#${recipe.id}`)).find((item) => item.sk === `RATING#${rater.session.id}`);
    expect(await ratingOf()).toMatchObject({ gsi1pk: `RATINGS#${rater.session.id}`, gsi1sk: recipe.id });
    await asOldRating(recipe.id, rater.session.id);
    expect((await ratingOf())?.gsi1pk).toBeUndefined();
    const changed = await api('PUT', `/api/ratings/${recipe.id}_${rater.session.id}`, {
      token: rater.session.token,
      body: { value: 4 },
    });
    expect(changed.status).toBe(200);
    expect(await ratingOf()).toMatchObject({
      value: 4,
      gsi1pk: `RATINGS#${rater.session.id}`,
      gsi1sk: recipe.id,
    });
  });

  it('goes on from the progress recorded on the profile (a clean-up cut short resumes, not restarts)', async () => {
    const [leaver, cook] = await Promise.all([signedInUser(), signedInUser()]);
    const recipe = await createRecipe(cook.session.token, { name: 'Resumed soup' });
    await rate(leaver.session.token, recipe.id, 3);
    const item = await api('POST', '/api/shoppinglistitem', {
      token: leaver.session.token,
      body: { name: 'Salt', amount: 1, unit: 'kg', isChecked: false, userId: leaver.session.id },
    });
    expect(item.status).toBe(201);
    // A profile marked as a clean-up cut short left it: its ratings' step recorded as done.
    await withRuntimeTable((client) =>
      client.send(
        new UpdateCommand({
          TableName: 'recipe-planner',
          Key: { pk: `USER#${leaver.session.id}`, sk: 'PROFILE' },
          UpdateExpression: 'SET deletedAt = :at, cleanup = :progress',
          ExpressionAttributeValues: { ':at': new Date().toISOString(), ':progress': { step: 'rest' } },
        }),
      ),
    );
    await cleanedUp(leaver.session.id);
    // The rest went; the step recorded as done was not run again (its rating is still there).
    expect(sortKeys(await storedItemsOf(`RECIPE#${recipe.id}`))).toContain(`RATING#${leaver.session.id}`);
  });
});
