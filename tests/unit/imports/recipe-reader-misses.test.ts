import { describe, expect, it } from 'vitest';
import { readRecipe } from '#functions/imports/recipe-reader';

/**
 * The reader's misses of issue 28, each a rule of how recipe pages are written (never of a site),
 * shown on a small hand-written page.
 */
const pageUrl = 'https://example.com/recipes/pie';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const ingredientsOf = (html: string) => readRecipe(html, pageUrl)?.ingredients.map((line) => line.text);

describe('readRecipe: group headings among the ingredients', () => {
  it('leaves out "For the …", "Für den …" and markdown headings without a colon, keeps ingredients that name an amount', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Pie',
        recipeIngredient: [
          'Für den Teig',
          '200 g Mehl',
          '## Filling',
          '3 apples',
          'For the glaze',
          'For the glaze 2 tbsp honey',
          'Pour la décoration',
          'sucre glace',
        ],
        recipeInstructions: ['Bake.'],
      }),
    );
    expect(ingredientsOf(html)).toEqual([
      '200 g Mehl',
      '3 apples',
      'For the glaze 2 tbsp honey',
      'sucre glace',
    ]);
  });
});

describe('readRecipe: pages whose ingredients are not marked up', () => {
  const method = `<ol><li>Mix the flour, the butter and the sugar in a large bowl until crumbly.</li>
    <li>Bake the crumble at 180 degrees for about thirty minutes until golden.</li></ol>`;

  it('reads no facts list beside the ingredients (times, energy) as more of them', () => {
    const html = page(
      '<title>Crumble</title>',
      `<div><ul><li>Flour 200 g</li><li>Butter 100 g</li><li>Sugar 80 g</li></ul>
        <ul><li>Gesamtzeit 45 min</li><li>Zubereitung 15 min</li><li>Tiempo total 1 h</li></ul></div>${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['Flour 200 g', 'Butter 100 g', 'Sugar 80 g']);
  });

  it('reads no nutrition table as the ingredients, though its lines have amounts', () => {
    const html = page(
      '<title>Crumble</title>',
      `<table><tr><td>Energy</td><td>612 kcal</td></tr><tr><td>Carbohydrates</td><td>47 g</td></tr>
        <tr><td>Protein</td><td>23 g</td></tr><tr><td>Fat</td><td>34 g</td></tr></table>
      <p>200 g flour</p><p>100 g butter</p><p>80 g sugar</p>${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['200 g flour', '100 g butter', '80 g sugar']);
  });

  it('reads no menu of links (the site’s other recipes or products) as the ingredients', () => {
    const html = page(
      '<title>Crumble</title>',
      `<ul><li><a href="/soup"><h5>Tomato soup</h5><span>20-30 minutes</span></a></li>
        <li><a href="/flour">Flour 1 kg</a></li><li><a href="/sugar">Sugar 500 g</a></li>
        <li><a href="/milk">Milk 1 l</a></li></ul>
      <p>200 g flour<br>100 g <a href="/butter">butter</a><br>80 g sugar</p>${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['200 g flour', '100 g butter', '80 g sugar']);
  });

  it('reads a list the page names its ingredients, though each line is a link', () => {
    const html = page(
      '<title>Crumble</title>',
      `<ul class="ingredients"><li><a href="/flour">200 g flour</a></li><li><a href="/butter">100 g butter</a></li>
        <li><a href="/sugar">80 g sugar</a></li></ul>${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['200 g flour', '100 g butter', '80 g sugar']);
  });

  it('reads the lines of an element that parts them with line breaks but is no paragraph', () => {
    const html = page(
      '<title>Crumble</title>',
      `<div><h5>Ingredients for 4</h5>
        <span>200 g flour<br>100 g <a href="/butter">butter</a><br>80 g sugar<br>salt to taste</span></div>
      ${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['200 g flour', '100 g butter', '80 g sugar', 'salt to taste']);
  });
});

describe('readRecipe: the method on a page whose ingredients are not marked up', () => {
  it('takes the paragraph of ingredients, not the list of steps numbered in their text', () => {
    const html = page(
      '<title>Crumble</title>',
      `<p>200 g flour<br>100 g butter<br>80 g sugar</p>
      <ul><li>1. Rub the butter into the flour with your fingertips.</li>
        <li>2. Stir in the sugar and spread it over the fruit in a dish.</li>
        <li>3. Bake at 180 degrees for 30 minutes, until the top is golden.</li></ul>`,
    );
    expect(readRecipe(html, pageUrl)).toMatchObject({
      ingredients: [{ text: '200 g flour' }, { text: '100 g butter' }, { text: '80 g sugar' }],
      instructions: [
        '1. Rub the butter into the flour with your fingertips.',
        '2. Stir in the sugar and spread it over the fruit in a dish.',
        '3. Bake at 180 degrees for 30 minutes, until the top is golden.',
      ],
    });
  });
});

describe('readRecipe: a recipe in RDFa', () => {
  it('reads the schema.org properties RDFa marks (vocab and typeof, prefixed or full names), not a nested item’s', () => {
    const html = page(
      '<title>Pie | Example Kitchen</title>',
      `<article vocab="https://schema.org/" typeof="Recipe">
        <h1 property="name">Apple pie</h1>
        <div property="author" typeof="Person"><span property="name">Ann</span></div>
        <meta property="schema:prepTime" content="PT20M">
        <ul><li property="recipeIngredient">3 apples</li><li property="https://schema.org/recipeIngredient">200 g flour</li></ul>
        <div property="recipeInstructions"><p>Slice the apples.</p><p>Bake the pie.</p></div>
      </article>`,
    );
    expect(readRecipe(html, pageUrl)).toMatchObject({
      name: 'Apple pie',
      prepTime: 20,
      ingredients: [{ text: '3 apples' }, { text: '200 g flour' }],
      instructions: ['Slice the apples.', 'Bake the pie.'],
    });
  });
});

describe('readRecipe: the site’s name in the title', () => {
  const body = `<ul><li>3 apples</li><li>200 g flour</li></ul>
    <ol><li>Slice the apples and toss them with the flour in a large bowl.</li>
    <li>Bake the pie at 180 degrees for about forty minutes until golden.</li></ol>`;

  it('leaves out a last part that names the site by its address', () => {
    expect(readRecipe(page('<title>Apple pie | Example Kitchen</title>', body), pageUrl)?.name).toBe(
      'Apple pie',
    );
    expect(readRecipe(page('<title>Apple pie - EXAMPLE.com</title>', body), pageUrl)?.name).toBe('Apple pie');
  });

  it('keeps a last part that names something else', () => {
    expect(readRecipe(page('<title>Apple pie - Ann Smith | Eat Well</title>', body), pageUrl)?.name).toBe(
      'Apple pie - Ann Smith | Eat Well',
    );
  });
});

describe('readRecipe: every ingredient in one paragraph', () => {
  const method = `<h2>Method</h2><ol><li>Mix the flour and the butter in a bowl until crumbly.</li>
    <li>Bake the crumble at 180 degrees for about thirty minutes until golden.</li></ol>`;

  it('splits a paragraph of ingredients where each begins, leaving out the names of its groups', () => {
    const html = page(
      '<title>Crumble</title>',
      `<h2>Ingredients</h2><p>Dough: 200 g flour, 100 g butter, 1 onion, chopped. Topping: 3 apples; 1 ½ tbsp sugar</p>${method}`,
    );
    expect(ingredientsOf(html)).toEqual([
      '200 g flour',
      '100 g butter',
      '1 onion, chopped',
      '3 apples',
      '1 ½ tbsp sugar',
    ]);
  });

  it('splits a structured-data list that is one line of them', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Crumble',
        recipeIngredient: '200 g flour, 100 g butter, 2 eggs',
        recipeInstructions: ['Bake.'],
      }),
    );
    expect(ingredientsOf(html)).toEqual(['200 g flour', '100 g butter', '2 eggs']);
  });

  it.each([
    ['an amount after a comma', '1 can tomatoes, 400 g'],
    ['how it is cut', '2 onions, chopped'],
    ['two ingredients', '200 g flour, 100 g butter'],
    ['a sentence of a method', 'Mix 2 eggs, 3 apples and 4 pears.'],
  ])('keeps one line whole that holds %s', (_case, line) => {
    const html = page(
      jsonLd({ '@type': 'Recipe', name: 'Crumble', recipeIngredient: [line], recipeInstructions: ['Bake.'] }),
    );
    expect(ingredientsOf(html)).toEqual([line]);
  });
});

describe('readRecipe: structured data that says otherwise than the page', () => {
  const method =
    '<ol><li>Fry the onion and the ginger until soft.</li><li>Add the lentils and simmer.</li></ol>';
  /** A page whose JSON-LD gives these ingredient items, with `body` as its HTML. */
  const recipePage = (recipeIngredient: string[], body = '') =>
    page(jsonLd({ '@type': 'Recipe', name: 'Curry', recipeIngredient, recipeInstructions: ['Fry.'] }), body);

  it('reads the page’s own list where the structured data ran its lines together and cut them again', () => {
    // The site's generator joined the lines and cut them at "1." as if it numbered a list.
    const html = recipePage(
      ['3 tbsp oil\n3 garlic cloves', '5 tsp grated ginger\n1 onion', '5 c red lentils'],
      `<div class="recipe-ingredients"><p>3 tbsp oil</p><p>3 garlic cloves</p><p>1.5 tsp grated ginger</p>
        <p>1 onion</p><p>1.5 c red lentils</p></div>${method}`,
    );
    const lines = ['3 tbsp oil', '3 garlic cloves', '1.5 tsp grated ginger', '1 onion', '1.5 c red lentils'];
    expect(ingredientsOf(html)).toEqual(lines);
  });

  it('keeps the structured data’s parted lines when the page shows no list of as many', () => {
    const html = recipePage(['3 tbsp oil\n3 garlic cloves', '1 onion\n2 c red lentils'], method);
    expect(ingredientsOf(html)).toEqual(['3 tbsp oil', '3 garlic cloves', '1 onion', '2 c red lentils']);
  });

  it('reads the first size of a recipe whose structured data lists it twice in other amounts', () => {
    const smaller = ['1 tablespoon cream cheese', '1/3 cup sugar', '3/4 cup heavy cream', '1 cup whole milk'];
    const larger = [
      '1 1/2 tbsp cream cheese',
      '1/2 cup sugar',
      '1 cup + 2 tbsp heavy cream',
      '1 1/2 cups whole milk',
    ];
    expect(ingredientsOf(recipePage([...smaller, ...larger]))).toEqual(smaller);
  });

  it('keeps a list whose second half names other foods, or one food throughout', () => {
    const groups = ['200 g flour', '100 g butter', '1 egg', '3 apples', '50 g sugar', '1 lemon'];
    const oneFood = ['1 egg', '2 eggs', '3 eggs', '4 eggs', '5 eggs', '6 eggs'];
    for (const lines of [groups, oneFood]) expect(ingredientsOf(recipePage(lines))).toEqual(lines);
  });
});

describe('readRecipe: what the page hides', () => {
  it('reads no list hidden by a `d-none` class, but one shown again from a width on', () => {
    const html = page(
      '<title>Banana bread</title>',
      `<h2>Ingredients</h2>
      <div><ul><li>1 1/4 cups flour</li><li>2 bananas, mashed</li><li>1/4 cup milk</li></ul></div>
      <div class="d-none"><ul><li>2 cups flour</li><li>3 ripe bananas</li><li>3/4 cup brown sugar</li></ul></div>
      <ol><li>Mix the flour, the bananas and the milk in a large bowl.</li><li>Bake the bread for about an hour at 180 degrees.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual(['1 1/4 cups flour', '2 bananas, mashed', '1/4 cup milk']);
    const shownOnWideScreens = html.replace('class="d-none"', 'class="d-none d-md-block"');
    expect(ingredientsOf(shownOnWideScreens)).toHaveLength(6);
  });
});

describe('readRecipe: groups and facts beside unmarked ingredients', () => {
  const method = `<ol><li>Dry the cherries in a low oven for three hours, then toss them in the sugar.</li>
    <li>Coat them in the gum syrup, layer after layer, drying each one well.</li></ol>`;

  it('joins a first group whose lines name no amount and run long, as lists side by side are a recipe’s groups', () => {
    const html = page(
      '<title>Sugar plums</title>',
      `<div><p><strong>Ingredients:</strong></p>
        <ul><li>Glacé cherries, I used around 40 to 50, but the number is up to you</li>
          <li>Confectioner’s sugar</li></ul>
        <p><strong>Coating</strong></p>
        <ul><li>4 tablespoons gum arabic powder</li><li>4 tablespoons warm water</li></ul></div>${method}`,
    );
    const firstGroup = [
      'Glacé cherries, I used around 40 to 50, but the number is up to you',
      'Confectioner’s sugar',
    ];
    expect(ingredientsOf(html)).toEqual([
      ...firstGroup,
      '4 tablespoons gum arabic powder',
      '4 tablespoons warm water',
    ]);
  });

  it('reads no nutrition table that names the energy before its number as the ingredients', () => {
    const html = page(
      '<title>Brownies</title>',
      `<table><tr><td>Per serving</td></tr><tr><td>Calories</td><td>294</td></tr><tr><td>Fat</td><td>14 g</td></tr>
        <tr><td>Carbohydrate</td><td>40 g</td></tr><tr><td>Protein</td><td>5 g</td></tr><tr><td>Sodium</td><td>167 mg</td></tr></table>
      <p>125 g flour<br>2 eggs<br>100 g butter</p>${method}`,
    );
    expect(ingredientsOf(html)).toEqual(['125 g flour', '2 eggs', '100 g butter']);
  });
});

describe('readRecipe: a description list of ingredients', () => {
  it('reads each term with its description as one line, and a facts list beside it as no ingredients', () => {
    const html = page(
      '<title>Risotto</title>',
      `<dl><dt>Préparation</dt><dd>10 min</dd><dt>Calories par portion</dt><dd>331 kcal</dd></dl>
      <dl class="ingredients"><dt>1</dt><dd><a href="/echalote">Échalote</a></dd><dt>20 grammes</dt><dd>Beurre</dd>
        <dt>250 grammes</dt><dd>Riz spécial risotto</dd></dl>
      <ol><li>Mixer l’échalote 5 secondes, puis faire revenir avec le beurre.</li>
        <li>Ajouter le riz et cuire 15 minutes en remuant de temps en temps.</li></ol>`,
    );
    expect(ingredientsOf(html)).toEqual([
      '1 Échalote',
      '20 grammes Beurre',
      '250 grammes Riz spécial risotto',
    ]);
  });
});
