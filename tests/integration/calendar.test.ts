import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import type { CalendarFeed } from '#shared/calendar/calendar-schemas';
import { addDays, today } from '#shared/meal-plans/week';
import { api, okBody, signedInUser } from './support/api';
import { household } from './support/groups';
import { createRecipe } from './support/recipes';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Owned = { userId: string } | { groupId: string };

const plan = async (person: Person, date: string, owned: Owned, extra: Record<string, unknown> = {}) => {
  const response = await api('POST', '/api/mealplan/create', {
    token: person.session.token,
    body: { id: randomUUID(), date, ...owned, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** Makes (or answers) the calendar link of `owned`: a link made has its address and its time. */
const createFeed = async (person: Person, owned: Owned) =>
  okBody<CalendarFeed & { url: string; createdAt: string }>(
    await api('POST', '/api/calendar/feeds', { token: person.session.token, body: owned }),
  );

/** Fetches a feed as a calendar app does: its address alone, no Authorization header, no cookie. */
const fetchFeed = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** The feed's events, parsed back with ical.js. */
const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      url: component.getFirstPropertyValue('url'),
    };
  });

const day = (offset: number) => addDays(today(), offset);

describe('calendar feeds', () => {
  it("serves the caller's own plans of the past 4 and next 8 weeks, one all-day event a day, without any other credential", async () => {
    const cook = await signedInUser();
    const mine = { userId: cook.session.id };
    const [soup, salad, stew, tart] = await Promise.all(
      ['Tomato soup', 'Salad', 'Old stew', 'Far tart'].map((name) =>
        createRecipe(cook.session.token, { name }),
      ),
    );
    await plan(cook, day(-35), mine, { recipes: [{ id: stew.id }] });
    await plan(cook, day(-14), mine, { recipes: [{ id: soup.id }, { id: salad.id }] });
    await plan(cook, day(7), mine, { recipes: [{ id: salad.id }] });
    await plan(cook, day(63), mine, { recipes: [{ id: tart.id }] });

    const feed = await createFeed(cook, mine);
    expect(feed).toEqual({
      userId: cook.session.id,
      groupId: null,
      name: 'Me',
      url: expect.any(String),
      createdAt: expect.any(String),
    });
    // When it was made, for My Page to show: just now.
    expect(Math.abs(Date.parse(feed.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(feed.url.startsWith(`${inject('baseUrl')}/api/calendar/`)).toBe(true);
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const fetched = await fetchFeed(feed.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(fetched.headers.get('cache-control')).toBe('private, max-age=300');
    const events = eventsOf(fetched.text);
    // 5 weeks ago and 9 weeks ahead are outside the feed.
    expect(events.map(({ date, summary }) => ({ date, summary }))).toEqual([
      { date: day(-14), summary: 'Tomato soup, Salad' },
      { date: day(7), summary: 'Salad' },
    ]);
    expect(events[0]).toMatchObject({
      allDay: true,
      // Each recipe under its meal: Dinner when the plan names none.
      description: 'Dinner: Tomato soup\nDinner: Salad',
      url: `${inject('baseUrl')}/meal-plan`,
      uid: `${day(-14)}-user-${cook.session.id}@recipe-planner`,
    });

    // The same address keeps serving, and shows on My Page's list.
    const listed = await api('GET', '/api/calendar/feeds', { token: cook.session.token });
    expect(listed.body).toEqual([feed]);
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });

  it('a reset link replaces the old one at once; a turned-off link is 404 with the error shape', async () => {
    const cook = await signedInUser();
    const mine = { userId: cook.session.id };
    const first = await createFeed(cook, mine);
    const second = await createFeed(cook, mine);
    expect(second.url).not.toBe(first.url);

    const old = await fetchFeed(first.url);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text)).toEqual({
      message: 'Calendar feed not found.',
      code: 'calendar_feed_not_found',
    });
    expect((await fetchFeed(second.url)).status).toBe(200);
    expect((await api('GET', '/api/calendar/feeds', { token: cook.session.token })).body[0].url).toBe(
      second.url,
    );

    const off = await api('DELETE', `/api/calendar/feeds?userId=${cook.session.id}`, {
      token: cook.session.token,
    });
    expect(off.status).toBe(204);
    expect((await fetchFeed(second.url)).status).toBe(404);
    expect((await api('GET', '/api/calendar/feeds', { token: cook.session.token })).body).toEqual([
      { userId: cook.session.id, groupId: null, name: 'Me', url: null, createdAt: null },
    ]);
    // Turning off a link that is off changes nothing.
    expect(
      (await api('DELETE', `/api/calendar/feeds?userId=${cook.session.id}`, { token: cook.session.token }))
        .status,
    ).toBe(204);
  });

  it("a password change turns off every one of the user's links: the old addresses answer 404 like unknown ones", async () => {
    const { admin, member, group } = await household('Password Home');
    const own = await createFeed(member, { userId: member.session.id });
    const ours = await createFeed(member, { groupId: group.id });
    const adminLink = await createFeed(admin, { groupId: group.id });
    for (const link of [own, ours]) expect((await fetchFeed(link.url)).status).toBe(200);

    const changed = await api('PUT', '/api/users/change-password', {
      token: member.session.token,
      body: { oldPassword: member.password, newPassword: 'a-new-password-2' },
    });
    expect(changed.status).toBe(204);

    for (const link of [own, ours]) {
      const response = await fetchFeed(link.url);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({
        message: 'Calendar feed not found.',
        code: 'calendar_feed_not_found',
      });
    }
    expect((await api('GET', '/api/calendar/feeds', { token: member.session.token })).body).toEqual([
      { userId: member.session.id, groupId: null, name: 'Me', url: null, createdAt: null },
      { userId: null, groupId: group.id, name: 'Password Home', url: null, createdAt: null },
    ]);
    // Another member's link to the same group is theirs, and goes on working.
    expect((await fetchFeed(adminLink.url)).status).toBe(200);
    // A new link works at once.
    expect((await fetchFeed((await createFeed(member, { userId: member.session.id })).url)).status).toBe(200);
  });

  it('answers 404 for a made-up or malformed address, and nothing about why', async () => {
    const base = inject('baseUrl');
    for (const file of [`${'A'.repeat(43)}.ics`, 'feeds.ics', 'x'.repeat(100), `${'A'.repeat(43)}.json`]) {
      const response = await fetchFeed(`${base}/api/calendar/${file}`);
      expect(response.status, file).toBe(404);
      expect(JSON.parse(response.text), file).toEqual({
        message: 'Calendar feed not found.',
        code: 'calendar_feed_not_found',
      });
    }
  });

  it("a group's feed shows the group's plans only, with who cooks; each member has their own link", async () => {
    const { admin, member, outsider, group } = await household('Feed Home');
    const ours = { groupId: group.id };
    const [pie, toast] = await Promise.all([
      createRecipe(admin.session.token, { name: 'Group pie' }),
      createRecipe(admin.session.token, { name: 'Own toast' }),
    ]);
    await plan(admin, day(1), ours, {
      recipes: [{ id: pie.id }],
      assignedTo: [{ id: member.session.id }, { id: admin.session.id }],
    });
    await plan(admin, day(2), { userId: admin.session.id }, { recipes: [{ id: toast.id }] });

    const adminFeed = await createFeed(admin, ours);
    const memberFeed = await createFeed(member, ours);
    expect(adminFeed).toMatchObject({ userId: null, groupId: group.id, name: 'Feed Home' });
    expect(memberFeed.url).not.toBe(adminFeed.url);

    const events = eventsOf((await fetchFeed(memberFeed.url)).text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ date: day(1), summary: 'Group pie' });
    expect(events[0]?.description).toContain('Cooking: Feed Home Member, Feed Home Admin');
    expect(events[0]?.uid).toBe(`${day(1)}-group-${group.id}@recipe-planner`);

    // The member's list: their own calendar (off) and the group's (their link).
    expect((await api('GET', '/api/calendar/feeds', { token: member.session.token })).body).toEqual([
      { userId: member.session.id, groupId: null, name: 'Me', url: null, createdAt: null },
      {
        userId: null,
        groupId: group.id,
        name: 'Feed Home',
        url: memberFeed.url,
        createdAt: memberFeed.createdAt,
      },
    ]);

    // Someone outside the group can neither make, reset nor turn off a link to it.
    for (const response of [
      await api('POST', '/api/calendar/feeds', { token: outsider.session.token, body: ours }),
      await api('DELETE', `/api/calendar/feeds?groupId=${group.id}`, { token: outsider.session.token }),
      await api('POST', '/api/calendar/feeds', {
        token: outsider.session.token,
        body: { userId: admin.session.id },
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await fetchFeed(adminFeed.url)).status).toBe(200);

    // Leaving the group ends the member's link; the admin's keeps working.
    const removed = await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
    });
    expect(removed.status).toBe(204);
    expect((await fetchFeed(memberFeed.url)).status).toBe(404);
    expect((await fetchFeed(adminFeed.url)).status).toBe(200);
  });

  it('refuses a body naming both or neither owner with 400', async () => {
    const cook = await signedInUser();
    for (const body of [
      {},
      { userId: cook.session.id, groupId: 'g' },
      { userId: cook.session.id, extra: 1 },
    ]) {
      const response = await api('POST', '/api/calendar/feeds', { token: cook.session.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});
