/**
 * Pages made to be slow to read, each of about `bytes` characters: what a hostile user could send
 * as `html` to the import route or put in a file to import. Each grows by repeating one piece, so
 * a reader that is linear in the page's size takes about twice as long for twice the size.
 */
const repeatTo = (piece: string, bytes: number) =>
  piece.repeat(Math.max(1, Math.floor(bytes / piece.length)));

const jsonLdPage = (recipe: object) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;

export const hostilePages: Record<string, (bytes: number) => string> = {
  /** One ingredient line of digits and fractions, in a page's list. */
  'a long line of digits and fractions': (bytes) =>
    `<ul><li>1 cup flour</li><li>2 eggs</li><li>${repeatTo('1/2 1 ½ 3-4 ', bytes)}</li></ul><ol><li>Mix it all.</li></ol>`,
  /** The same line as JSON-LD gives it. */
  'a long JSON-LD ingredient line': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Digits',
      recipeIngredient: ['1 cup flour', repeatTo('1/2 1 ½ 3-4 ', bytes)],
      recipeInstructions: 'Mix.',
    }),
  'unclosed <meta tags': (bytes) => `<html><head>${repeatTo('<meta ', bytes)}`,
  'unclosed tags of every kind the reader looks for': (bytes) =>
    repeatTo('<script <meta <link <img <p <li <h1 <title ', bytes),
  'an unclosed < in a JSON-LD ingredient': (bytes) =>
    jsonLdPage({ '@type': 'Recipe', name: 'Lt', recipeIngredient: ['1 egg', repeatTo('<p <br ', bytes)] }),
  'deep nesting of <div><span>': (bytes) =>
    `<html><body>${repeatTo('<div><span>', bytes)}1 egg</body></html>`,
  'deep nesting of lists': (bytes) => `<html><body>${repeatTo('<ul><li>1 egg', bytes)}</body></html>`,
  /** The rules of the last pass: description lists, hidden containers, a list given in two sizes. */
  'a description list of thousands of terms': (bytes) =>
    `<html><body><dl>${repeatTo('<dt>Flour</dt><dd>200 g</dd><dd>1 cup</dd>', bytes)}</dl></body></html>`,
  'thousands of lists in hidden containers': (bytes) =>
    `<html><body>${repeatTo('<div hidden><ul><li>1 egg</li><li>2 cups flour</li></ul></div>', bytes)}</body></html>`,
  'one list given again and again in other amounts': (bytes) =>
    `<html><body><ul>${repeatTo('<li>1 cup flour</li><li>2 eggs</li><li>3 tbsp butter</li><li>2 cups flour</li><li>4 eggs</li><li>6 tbsp butter</li>', bytes)}</ul></body></html>`,
  'deep nesting of tables': (bytes) => `<html><body>${repeatTo('<table><tr><td>1 egg', bytes)}</body></html>`,
  'a tab panel of many paragraphs': (bytes) =>
    `<html><body><button role="tab" aria-controls="metric" aria-selected="false">Metric</button>
     <div role="tabpanel" id="metric">${repeatTo('<p>1 cup of flour</p>', bytes)}</div></body></html>`,
  'many paragraphs in many tab panels': (bytes) =>
    `<html><body>${repeatTo('<button role="tab" aria-controls="p">x</button><div role="tabpanel" id="p"><p>2 eggs</p></div>', bytes)}</body></html>`,
  'thousands of ingredients in a list': (bytes) =>
    `<html><body><ul>${repeatTo('<li>1 cup flour</li>', bytes)}</ul><ol><li>Mix it all together well, then bake it.</li></ol></body></html>`,
  'one paragraph running thousands of ingredients together': (bytes) =>
    `<html><body><p>${repeatTo('Dough: 1 ½ cups flour, 2 eggs; ', bytes)}</p></body></html>`,
  'thousands of paragraphs each running ingredients together': (bytes) =>
    `<html><body>${repeatTo('<p>1 egg, 2 g salt, 3 l milk. Top: 4 figs</p>', bytes)}</body></html>`,
  'a JSON-LD ingredient line of many separators': (bytes) =>
    jsonLdPage({ '@type': 'Recipe', name: 'x', recipeIngredient: [repeatTo(', 1 a, 2 ', bytes)] }),
  /** As HTML allows: no `<html>` or `<body>`, the paragraphs at the top of the document. */
  'thousands of paragraphs outside any element': (bytes) => repeatTo('<p>1 egg, 2 g salt</p>', bytes),
  'thousands of one-line lists': (bytes) =>
    `<html><body>${repeatTo('<ul><li>1 cup flour</li></ul>', bytes)}</body></html>`,
  'thousands of ingredients in JSON-LD': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Many',
      recipeIngredient: Array.from({ length: Math.floor(bytes / 16) }, (_, index) => `${index} g flour`),
      recipeInstructions: Array.from({ length: Math.floor(bytes / 64) }, (_, index) => ({
        '@type': 'HowToStep',
        text: `Step ${index}: stir.`,
      })),
    }),
  'thousands of microdata ingredients': (bytes) =>
    `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Micro</span>${repeatTo(
      '<span itemprop="recipeIngredient">1 egg</span>',
      bytes,
    )}</div>`,
  'JSON-LD whose @id references point at each other': (bytes) => {
    const count = Math.max(2, Math.floor(bytes / 40));
    return jsonLdPage({
      '@graph': [
        ...Array.from({ length: count }, (_, index) => ({
          '@id': `#n${index}`,
          url: { '@id': `#n${(index + 1) % count}` },
        })),
        { '@type': 'Recipe', name: 'Loop', image: { '@id': '#n0' }, recipeIngredient: ['1 egg', '2 eggs'] },
      ],
    });
  },
  'deeply nested JSON-LD arrays': (bytes) => {
    // Written out: JSON.stringify itself overflows the stack on such nesting, JSON.parse does not.
    const nested = (value: string) => `${'['.repeat(bytes / 8)}${value}${']'.repeat(bytes / 8)}`;
    return `<script type="application/ld+json">{"@type": "Recipe", "name": "Deep", "recipeIngredient": ${nested(
      '"1 egg"',
    )}, "recipeInstructions": ${nested('"Stir."')}, "recipeYield": ${nested('"4"')}}</script>`;
  },
  'broken JSON-LD full of commas': (bytes) =>
    `<script type="application/ld+json">{"@type": "Recipe", "recipeIngredient": ["1 egg"${repeatTo(',', bytes)}</script>`,
  'long runs of digits in the page text': (bytes) =>
    `<html><body><p>${repeatTo('1', bytes)}</p></body></html>`,
  'long runs of digits in JSON-LD times and yield': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Times',
      prepTime: repeatTo('1', bytes / 3),
      cookTime: `P${repeatTo('1', bytes / 3)}`,
      recipeYield: repeatTo('1', bytes / 3),
      recipeIngredient: ['1 egg', '2 eggs'],
    }),
  'a method block repeated all over the page': (bytes) =>
    `${jsonLdPage({
      '@type': 'Recipe',
      name: 'Echo',
      recipeIngredient: ['1 egg', '2 eggs'],
      recipeInstructions: repeatTo('Stir the pot well ', bytes / 2),
    })}<p>${repeatTo('Stir the pot well<br>', bytes / 2)}</p>`,
  /** Long lines that nearly hold one another: the reader compares every line with every other. */
  'long lines that nearly hold one another': (bytes) => {
    const lines = Array.from({ length: Math.max(2, Math.floor(bytes / 2_000)) }, (_, index) =>
      index % 2 ? `b${'a'.repeat(1_999)}` : `${'a'.repeat(1_999 - (index % 50))}b`,
    );
    return jsonLdPage({
      '@type': 'Recipe',
      name: 'Held',
      recipeIngredient: lines,
      recipeInstructions: lines,
    });
  },
  // Found by a second hostile review: text read line by line, blank lines and all.
  'JSON-LD ingredients of megabytes of line breaks': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Breaks',
      recipeIngredient: Array.from({ length: 200 }, () => `${'\n'.repeat(Math.floor(bytes / 400))}x`),
      recipeInstructions: 'Mix.',
    }),
  'a JSON-LD method of nothing but line breaks': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Breaks',
      recipeIngredient: '\n'.repeat(bytes / 4),
      recipeInstructions: '\n'.repeat(bytes / 4),
    }),
  'a JSON-LD method of lines that read as nothing': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Spaces',
      recipeIngredient: ['1 egg', '2 eggs'],
      recipeInstructions: repeatTo('&nbsp;\n', bytes),
    }),
  'paragraphs of thousands of line breaks': (bytes) =>
    `<html><body>${repeatTo(`<p>${'\n'.repeat(2000)}1 egg</p>`, bytes)}</body></html>`,
  'microdata steps of thousands of line breaks': (bytes) =>
    `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">M</span><span itemprop="recipeIngredient">1 egg</span><span itemprop="recipeIngredient">2 eggs</span>${repeatTo(
      `<div itemprop="recipeInstructions">${'\n'.repeat(5000)}Stir.</div>`,
      bytes,
    )}</div>`,
  /** The JSON-LD method's start, shown on the page again and again before megabytes of line breaks. */
  'a method block whose start the page shows among line breaks': (bytes) =>
    `${jsonLdPage({
      '@type': 'Recipe',
      name: 'Shown',
      recipeIngredient: ['1 egg', '2 eggs'],
      recipeInstructions: 'a'.repeat(bytes / 4),
    })}<p>${'a'.repeat(60)}</p>${repeatTo(`${'\n'.repeat(1000)}<i></i>`, (bytes * 3) / 4)}`,
  /** A sharing title of thousands of parts, each of which the site's name holds (under the text cut). */
  'a sharing title of thousands of parts the site name holds': (bytes) => {
    const half = Math.min(bytes / 2, 490_000);
    return `<meta property="og:site_name" content="${'c'.repeat(half)}d"><meta property="og:title" content="${repeatTo('cd - ', half)}cd"><ul><li>1 egg</li><li>2 eggs</li></ul>`;
  },
  'keywords of nothing but commas': (bytes) =>
    jsonLdPage({
      '@type': 'Recipe',
      name: 'Commas',
      recipeIngredient: ['1 egg', '2 eggs'],
      recipeInstructions: 'Mix.',
      keywords: repeatTo(',', bytes),
    }),
  // Found by a hostile review: the container's class is read once for every list inside it.
  'a page-sized class around thousands of lists': (bytes) =>
    `<html><body><div class="${'x'.repeat(bytes / 2)}">${repeatTo('<ul><li>1 cup flour</li></ul>', bytes / 2)}</div></body></html>`,
  'a page-sized id around thousands of lists': (bytes) =>
    `<html><body><div id="${'y'.repeat(bytes / 2)}"><section>${repeatTo('<ol><li>2 g salt</li></ol>', bytes / 2)}</section></div></body></html>`,
  'comment sections nested deep': (bytes) =>
    `<html><body>${repeatTo('<div class="comment-list comments a-b-c-d-e-f-g">', bytes / 2)}${repeatTo('<ul><li>1 egg</li></ul>', bytes / 2)}</body></html>`,
};
