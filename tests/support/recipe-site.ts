import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { howToSteps } from './schema-recipe';

/**
 * A small recipe website on loopback for the import tests: the local runtime is started with
 * IMPORT_ALLOW_HOSTS naming it, so its pages (and only they) pass the private-address block. Run as
 * a script (`tsx tests/support/recipe-site.ts <port>`) for the browser tests, or start it in-process.
 */

const jsonLdPage = (origin: string) => `<!doctype html>
<html lang="en"><head>
<title>Buttermilk Pancakes | Test Kitchen</title>
<link rel="canonical" href="${origin}/recipes/buttermilk-pancakes">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Test Kitchen' },
    {
      '@type': 'Recipe',
      name: 'Buttermilk Pancakes',
      description: 'Fluffy pancakes &amp; a pinch of salt.',
      image: [{ '@type': 'ImageObject', url: '/images/pancakes.jpg' }],
      prepTime: 'PT10M',
      cookTime: 'PT1H5M',
      recipeYield: ['4', '4 servings'],
      recipeCategory: 'Breakfast',
      keywords: 'pancakes, quick',
      recipeIngredient: ['1 ½ cups flour', '2 eggs', '250 ml buttermilk', 'salt to taste'],
      recipeInstructions: howToSteps(
        'Whisk the flour and the salt.',
        'Beat in the eggs and the buttermilk.',
        'Fry in a hot pan until golden.',
      ),
    },
  ],
})}</script>
</head><body><h1>Buttermilk Pancakes</h1><p>A page with its recipe in JSON-LD.</p></body></html>`;

const noRecipePage = `<!doctype html><html lang="en"><head><title>About us</title></head>
<body><h1>About us</h1><p>We write about food, but this page has no recipe.</p></body></html>`;

const membersPage = `<!doctype html><html lang="en"><head><title>Members' Shortbread</title>
<meta property="og:title" content="Members' Shortbread"></head><body>
<h1>Members' Shortbread</h1>
<h2>Ingredients</h2><ul><li>250 g flour</li><li>175 g butter</li><li>75 g sugar</li></ul>
<h2>Method</h2><ol><li>Rub the butter into the flour and sugar.</li><li>Press into a tin and bake for 40 minutes.</li></ol>
</body></html>`;

export interface RecipeSite {
  origin: string;
  /** `host:port`, as IMPORT_ALLOW_HOSTS takes it. */
  host: string;
  server: Server;
  close: () => Promise<void>;
}

export const startRecipeSite = async (port = 0): Promise<RecipeSite> => {
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 230, g: 160, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  let origin = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (url.pathname === '/recipes/buttermilk-pancakes')
      return send(200, 'text/html; charset=utf-8', jsonLdPage(origin));
    if (url.pathname === '/about') return send(200, 'text/html; charset=utf-8', noRecipePage);
    // Like a paywall: the recipe only for a browser with the member's cookie, never for the server.
    if (url.pathname === '/members-only') {
      const member = request.headers.cookie?.includes('member=yes');
      return member
        ? send(200, 'text/html; charset=utf-8', membersPage)
        : send(403, 'text/html', '<h1>Subscribe to read this recipe</h1>');
    }
    if (url.pathname === '/images/pancakes.jpg') return send(200, 'image/jpeg', photo);
    if (url.pathname === '/notes.txt') return send(200, 'text/plain', 'Not a web page.');
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return response.end();
    }
    if (url.pathname === '/health') return send(200, 'text/plain', 'ok');
    return send(404, 'text/html', '<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://127.0.0.1:${actualPort}`;
  return {
    origin,
    host: `127.0.0.1:${actualPort}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startRecipeSite(Number(process.argv[2] ?? 4100));
  console.log(`Recipe site at ${site.origin}`);
}
