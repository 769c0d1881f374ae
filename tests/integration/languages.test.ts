import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { today } from '#shared/meal-plans/week';
import { mailsTo } from '../support/mailbox';
import { api, login, register, signedInUser } from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';
import { createRecipe } from './support/recipes';

/**
 * The API speaks the caller's language (issue 26): the signed-in user's chosen language, else the
 * request's Accept-Language, else English; every error keeps the same stable `code` whatever the
 * language. The reset mail and the calendar feed follow the reader's language too.
 */
const wrongSignIn = (acceptLanguage?: string) =>
  api('POST', '/api/users/login', {
    body: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'wrong-password' },
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

const setLanguage = async (token: string, name: string, language: string | null) => {
  const response = await api('PUT', '/api/users/update', {
    token,
    body: { name, avatar: null, language },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

describe('error messages in the caller’s language', () => {
  it('answers in English with a code when no language is asked for, or `*`', async () => {
    for (const header of [undefined, '*', 'xx-YY, *;q=0.5']) {
      const response = await wrongSignIn(header);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password.', code: 'invalid_credentials' });
    }
  });

  it('answers in German for Accept-Language de, with the same code', async () => {
    const response = await wrongSignIn('de-DE,de;q=0.9,en;q=0.8');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
      code: 'invalid_credentials',
    });
  });

  it('follows the order of preference: `pl;q=0.9, *;q=0.1` is Polish, `fr;q=0.5, es` Spanish', async () => {
    expect((await wrongSignIn('pl;q=0.9, *;q=0.1')).body.message).toBe('Nieprawidłowy e-mail lub hasło.');
    expect((await wrongSignIn('fr;q=0.5, es')).body.message).toBe('Correo o contraseña incorrectos.');
  });

  it('translates each field of a 400 and gives its code', async () => {
    const response = await apiFrom(
      newLoopbackAddress(),
      'POST',
      '/api/users/register',
      { name: 'A', email: 'not-an-email', password: 'secret-1', confirmPassword: 'secret-1' },
      { 'accept-language': 'de' },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte gib einen Namen ein. Ungültige E-Mail-Adresse.',
      code: 'validation_failed',
      fields: { name: 'Bitte gib einen Namen ein', email: 'Ungültige E-Mail-Adresse' },
      fieldCodes: { name: 'person_name_required', email: 'invalid_email_address' },
    });
    const english = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/register', {
      name: 'A',
      email: 'not-an-email',
      password: 'secret-1',
      confirmPassword: 'secret-1',
    });
    expect(english.body).toEqual({
      message: 'Name is required. Invalid email address.',
      code: 'validation_failed',
      fields: { name: 'Name is required', email: 'Invalid email address' },
      fieldCodes: { name: 'person_name_required', email: 'invalid_email_address' },
    });
  });

  it('answers a user who chose French in French, even when the browser asks for English', async () => {
    const person = await signedInUser({ name: 'Françoise' });
    await setLanguage(person.session.token, 'Françoise', 'fr');
    // The language rides in the access token: a new sign-in carries it.
    const session = await login(person.email, person.password);
    expect(session.language).toBe('fr');
    const response = await api('GET', `/api/recipes/${randomUUID()}`, {
      token: session.token,
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Recette introuvable.', code: 'recipe_not_found' });
  });

  it('still takes a token from before the language claim, answering in the browser’s language', async () => {
    // A user who chose no language gets a token without the claim, as every token before issue 26.
    const person = await signedInUser();
    const [, payload] = person.session.token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).not.toHaveProperty('lang');
    const response = await api('GET', `/api/recipes/${randomUUID()}`, {
      token: person.session.token,
      headers: { 'accept-language': 'it' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ricetta non trovata.', code: 'recipe_not_found' });
  });
});

describe('the reset mail in the reader’s language', () => {
  it('is German for an account whose language is German', async () => {
    const person = await signedInUser({ name: 'Greta' });
    await setLanguage(person.session.token, 'Greta', 'de');
    const response = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/forgot-password', {
      email: person.email,
    });
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(inject('dataDir'), person.email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    expect(mail?.text).toMatch(/^Hallo,\n/);
    expect(mail?.text).toContain('30 Minuten');
    expect(mail?.html).toContain('lang="de"');
  });

  it('follows the asking browser for an account without a language', async () => {
    const account = await register();
    await apiFrom(
      newLoopbackAddress(),
      'POST',
      '/api/users/forgot-password',
      { email: account.email },
      {
        'accept-language': 'nl-BE, nl;q=0.9',
      },
    );
    const [mail] = await mailsTo(inject('dataDir'), account.email);
    expect(mail?.subject).toBe('Stel je wachtwoord opnieuw in');
  });
});

describe('the calendar feed in its owner’s language', () => {
  it('writes the fixed words in the owner’s language', async () => {
    const cook = await signedInUser({ name: 'Pia' });
    await setLanguage(cook.session.token, 'Pia', 'pl');
    const soup = await createRecipe(cook.session.token, { name: 'Żurek' });
    const planned = await api('POST', '/api/mealplan/create', {
      token: cook.session.token,
      body: {
        id: randomUUID(),
        date: today(),
        userId: cook.session.id,
        recipes: [{ id: soup.id, slot: 'Dinner' }],
      },
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const feed = await api('POST', '/api/calendar/feeds', {
      token: cook.session.token,
      body: { userId: cook.session.id },
    });
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(feed.body.url)).text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mój plan posiłków');
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(event?.summary).toBe('Żurek');
    expect(event?.description).toBe('Kolacja: Żurek');
  });
});
