import { beforeAll, describe, expect, inject, it } from 'vitest';
import { maxPageBytes, noRecipeFoundMessage } from '#shared/imports/import-schemas';
import { hostilePages } from '../support/hostile-pages';
import { api, signedInUser } from './support/api';
import { newLoopbackAddress } from './support/from-address';

const site = inject('recipeSiteOrigin');
let token: string;

beforeAll(async () => {
  token = (await signedInUser()).session.token;
});

/**
 * The file's imports come from a household address of their own: the suite's other requests to
 * the import route (the security tier's, sent from 127.0.0.1 just before) would otherwise count
 * towards the same per-address limit (60 a minute) as this file's 45.
 */
const household = newLoopbackAddress();
const importRecipe = (body: unknown) => api('POST', '/api/recipes/import', { token, body, from: household });

describe('POST /api/recipes/import', () => {
  it('fetches a page and answers a draft read from its JSON-LD, storing nothing', async () => {
    const before = await api('GET', '/api/recipes/user', { token });
    const response = await importRecipe({ url: `${site}/recipes/buttermilk-pancakes?utm_source=x` });
    expect(response.status).toBe(200);
    expect(response.body.draft).toEqual({
      name: 'Buttermilk Pancakes',
      description: 'Fluffy pancakes & a pinch of salt.',
      prepTime: 10,
      cookTime: 65,
      servings: 4,
      // The canonical address the page names, not the one typed.
      externalRecipeUrl: `${site}/recipes/buttermilk-pancakes`,
      imageSourceUrl: `${site}/images/pancakes.jpg`,
      ingredients: [
        { text: '1 ½ cups flour', amount: 1.5, unit: 'cups', name: 'flour', sortOrder: 1 },
        { text: '2 eggs', amount: 2, unit: null, name: 'eggs', sortOrder: 2 },
        { text: '250 ml buttermilk', amount: 250, unit: 'ml', name: 'buttermilk', sortOrder: 3 },
        { text: 'salt to taste', amount: null, unit: null, name: 'salt to taste', sortOrder: 4 },
      ],
      instructions: [
        'Whisk the flour and the salt.',
        'Beat in the eggs and the buttermilk.',
        'Fry in a hot pan until golden.',
      ],
      // The page's category and keywords become tags.
      tags: ['Breakfast', 'pancakes', 'quick'],
    });
    expect((await api('GET', '/api/recipes/user', { token })).body).toEqual(before.body);
  });

  it('reads the HTML the browser sends without fetching anything', async () => {
    const html = `<html><head><meta property="og:title" content="Sent Soup"></head><body>
      <ul><li>1 onion</li><li>2 carrots</li><li>1 l stock</li></ul>
      <ol><li>Chop the vegetables.</li><li>Simmer in the stock.</li></ol></body></html>`;
    // The address does not resolve: fetching it would fail.
    const response = await importRecipe({ url: 'https://recipes.invalid/soup', html });
    expect(response.status).toBe(200);
    expect(response.body.draft).toMatchObject({
      name: 'Sent Soup',
      externalRecipeUrl: 'https://recipes.invalid/soup',
      instructions: ['Chop the vegetables.', 'Simmer in the stock.'],
    });
    expect(response.body.draft.ingredients.map((line: { text: string }) => line.text)).toEqual([
      '1 onion',
      '2 carrots',
      '1 l stock',
    ]);
  });

  it('answers 422 for a page without a recipe', async () => {
    expect(await importRecipe({ url: `${site}/about` })).toMatchObject({
      status: 422,
      body: { message: 'No recipe found on that page', code: 'no_recipe_found' },
    });
  });

  it.each([
    ['the instance metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback outside IMPORT_ALLOW_HOSTS', 'http://127.0.0.1:1/'],
    ['loopback in decimal', 'http://2130706433/'],
    ['an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['a private network', 'http://10.0.0.1/'],
    ['a redirect from an allowed site to loopback', `${site}/redirect?to=http://127.0.0.1:1/`],
    ['a redirect to the metadata address', `${site}/redirect?to=http://169.254.169.254/`],
    ['a page that is not HTML', `${site}/notes.txt`],
  ])('refuses %s with 400 and a message', async (_, url) => {
    const response = await importRecipe({ url });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.message).not.toMatch(/stack|Error:/);
  });

  it.each([
    ['a file: address', { url: 'file:///etc/passwd' }],
    ['no address', {}],
    ['an address that is not one', { url: 'pancakes' }],
    ['an unknown field', { url: `${site}/about`, extra: true }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await importRecipe(body)).status).toBe(400);
  });

  it('takes page HTML larger than an ordinary form body, up to 5 MB', async () => {
    // What makes real pages this large: scripts and styles written into the page.
    const html = `<html><head><meta property="og:title" content="Big Page"><script>${'window.filler = 1;'.repeat(
      200_000,
    )}</script><style>${'.filler{color:red}'.repeat(50_000)}</style></head><body><p>filler</p><ul><li>1 onion</li><li>2 carrots</li></ul><ol><li>Cook.</li><li>Serve.</li></ol></body></html>`;
    expect(html.length).toBeGreaterThan(4 * 1024 * 1024);
    const response = await importRecipe({ url: 'https://recipes.invalid/big', html });
    expect(response.status).toBe(200);
    expect(response.body.draft.name).toBe('Big Page');
  });

  it('needs a signed-in user', async () => {
    const response = await api('POST', '/api/recipes/import', { body: { url: `${site}/about` } });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/files/from-url', () => {
  it('copies an imported photo through the image pipeline: re-encoded and at most 800 px', async () => {
    const response = await api('POST', '/api/files/from-url', {
      token,
      body: { url: `${site}/images/pancakes.jpg` },
    });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await fetch(`${inject('baseUrl')}${response.body.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([width, height]).toEqual([800, 600]);
  });

  it('refuses a page, a private address and a redirect to one', async () => {
    for (const url of [
      `${site}/recipes/buttermilk-pancakes`,
      'http://169.254.169.254/latest/meta-data/iam/',
      `${site}/redirect?to=http://127.0.0.1:1/x.jpg`,
    ]) {
      const response = await api('POST', '/api/files/from-url', { token, body: { url } });
      expect(response.status, url).toBe(400);
    }
  });
});

describe('POST /api/recipes/import with pages made to be slow to read', () => {
  // The slowest to read are left to the unit tests (which read every page at every size) and to
  // the test at the page limit below: each costs seconds of a shared machine through HTTP.
  const heavy = [
    'deep nesting of tables',
    'a tab panel of many paragraphs',
    'thousands of microdata ingredients',
  ];

  it.each(Object.keys(hostilePages).filter((name) => !heavy.includes(name)))(
    'answers %s (1 MB) with a draft or 422, never a server error',
    async (name) => {
      const html = hostilePages[name]?.(1024 * 1024);
      const response = await importRecipe({ url: 'https://recipes.invalid/hostile', html });
      expect([200, 422], JSON.stringify(response.body)).toContain(response.status);
      if (response.status === 422)
        expect(response.body).toEqual({ message: noRecipeFoundMessage, code: 'no_recipe_found' });
      else expect(response.body.draft.ingredients.length).toBeGreaterThan(0);
    },
  );

  it('answers other requests while it reads a page of the largest size', async () => {
    // The slowest of the hostile pages, at the page limit: read off the server's main thread, it
    // holds up no other request, which is answered while the page is still being read.
    const html = hostilePages['deep nesting of tables']?.(maxPageBytes - 1024) ?? '';
    let importDone = false;
    const importing = importRecipe({ url: 'https://recipes.invalid/tables', html }).then((response) => {
      importDone = true;
      return response;
    });
    const answeredMeanwhile: number[] = [];
    while (!importDone) {
      const sent = performance.now();
      const list = await api('GET', '/api/recipes/user', { token });
      expect(list.status).toBe(200);
      if (!importDone) answeredMeanwhile.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const imported = await importing;
    expect([200, 422]).toContain(imported.status);
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(3);
    const ordered = answeredMeanwhile.sort((a, b) => a - b);
    expect(ordered[Math.floor(ordered.length / 2)]).toBeLessThan(250);
  });
});
