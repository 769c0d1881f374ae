import { describe, expect, it } from 'vitest';
import { readRecipe } from '#functions/imports/recipe-reader';

const pageUrl = 'https://example.com/recipes/soup?utm=1';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
/** The reader's draft of a page, its ingredient lines as written: what these tests compare. */
const readLines = (html: string) => {
  const draft = readRecipe(html, pageUrl);
  return draft && { ...draft, ingredients: draft.ingredients.map((line) => line.text) };
};
/** Reads a page titled `title` (by its og:title) around `body`: the draft holds `expected`. */
const expectReadsAs = (title: string, body: string, expected: Record<string, unknown>) =>
  expect(readLines(page(`<meta property="og:title" content="${title}">`, body))).toMatchObject(expected);
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const recipe = (fields: Record<string, unknown>) => ({
  '@type': 'Recipe',
  name: 'Tomato soup',
  recipeIngredient: ['1 kg tomatoes', 'salt to taste'],
  recipeInstructions: ['Cook.', 'Blend.'],
  ...fields,
});

describe('readRecipe: JSON-LD', () => {
  it('reads a recipe inside @graph, with the canonical address and parsed ingredient lines', () => {
    const html = page(
      `<link rel="canonical" href="/recipes/soup">${jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Soup page' },
          recipe({
            description: 'A <em>quick</em> soup.',
            prepTime: 'PT15M',
            cookTime: 'PT1H30M',
            recipeYield: 4,
          }),
        ],
      })}`,
    );
    expect(readRecipe(html, pageUrl)).toEqual({
      name: 'Tomato soup',
      description: 'A quick soup.',
      prepTime: 15,
      cookTime: 90,
      servings: 4,
      externalRecipeUrl: 'https://example.com/recipes/soup',
      imageSourceUrl: null,
      ingredients: [
        { text: '1 kg tomatoes', amount: 1, unit: 'kg', name: 'tomatoes', sortOrder: 1 },
        { text: 'salt to taste', amount: null, unit: null, name: 'salt to taste', sortOrder: 2 },
      ],
      instructions: ['Cook.', 'Blend.'],
      tags: [],
    });
  });

  it('keeps the categories, cuisines and keywords as tags, each once', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeCategory: ['Soup', 'Starter'],
          recipeCuisine: 'Italian',
          keywords: 'quick, soup,  vegan ',
        }),
      ),
    );
    expect(readRecipe(html, pageUrl)?.tags).toEqual(['Soup', 'Starter', 'Italian', 'quick', 'vegan']);
  });

  it('reads microdata keywords as tags', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pea soup</h1>
        <meta itemprop="keywords" content="green, spring"><span itemprop="recipeCategory">Soup</span>
        <li itemprop="recipeIngredient">1 kg peas</li><p itemprop="recipeInstructions">Cook.</p></div>`,
    );
    expect(readRecipe(html, pageUrl)?.tags).toEqual(['Soup', 'green', 'spring']);
  });

  it('finds the recipe in an array, among several blocks, and answers the page address without a canonical', () => {
    const html = page(
      jsonLd({ '@type': 'Organization', name: 'Example' }) +
        jsonLd([{ '@type': 'BreadcrumbList' }, recipe({ name: 'Pea soup' })]),
    );
    expect(readRecipe(html, pageUrl)).toMatchObject({ name: 'Pea soup', externalRecipeUrl: pageUrl });
  });

  it('flattens HowToSection groups in order, keeping section names, step text or the name of a step without text', () => {
    const html = page(
      jsonLd(
        recipe({
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'For the dough',
              itemListElement: [
                { '@type': 'HowToStep', text: 'Mix flour and water.', name: 'Mix flour and water.' },
                { '@type': 'HowToStep', name: 'Knead for 10 minutes.' },
              ],
            },
            {
              '@type': 'HowToSection',
              name: 'To bake',
              itemListElement: [{ '@type': 'HowToStep', name: 'Step 1', text: 'Bake at 220°C.' }],
            },
          ],
        }),
      ),
    );
    expect(readRecipe(html, pageUrl)?.instructions).toEqual([
      'For the dough',
      'Mix flour and water.',
      'Knead for 10 minutes.',
      'To bake',
      'Bake at 220°C.',
    ]);
  });

  it('splits instructions given as one string at its line breaks and paragraphs', () => {
    const html = page(
      jsonLd(recipe({ recipeInstructions: 'Chop the onion.\nFry it.<br>Add stock.<p>Simmer.</p>' })),
    );
    expect(readRecipe(html, pageUrl)?.instructions).toEqual([
      'Chop the onion.',
      'Fry it.',
      'Add stock.',
      'Simmer.',
    ]);
  });

  it('splits a method given as one glued block where the page shows it in lines', () => {
    const html = page(
      jsonLd(
        recipe({ recipeInstructions: 'Die Möhren schälen und schneiden.Öl erhitzen. Möhren andünsten.' }),
      ),
      '<p>Die Möhren schälen und schneiden.<br/><br/>Öl erhitzen. Möhren andünsten.</p>',
    );
    expect(readRecipe(html, pageUrl)?.instructions).toEqual([
      'Die Möhren schälen und schneiden.',
      'Öl erhitzen. Möhren andünsten.',
    ]);
  });

  it.each([
    ['1.番茄切丁 2.土豆切丁 3.烤箱预热200度 4. 5.', ['番茄切丁', '土豆切丁', '烤箱预热200度']],
    ['1) Chop the onion. 2) Fry it for 2. minutes.', ['Chop the onion.', 'Fry it for 2. minutes.']],
    ['Bake for 2. Then 1. cool', ['Bake for 2. Then 1. cool']],
  ])('splits one block numbered 1, 2, 3 into steps without their numbers: %j', (block, steps) => {
    expect(readRecipe(page(jsonLd(recipe({ recipeInstructions: block }))), pageUrl)?.instructions).toEqual(
      steps,
    );
  });

  it('reads ingredients nested in a list per group, and PropertyValue ingredients', () => {
    const recipeIngredient = [
      ['200 g flour', '2 eggs'],
      ['1 tbsp sugar'],
      { '@type': 'PropertyValue', value: 250, unitText: 'ml', name: 'milk' },
    ];
    expect(
      readRecipe(page(jsonLd(recipe({ recipeIngredient }))), pageUrl)?.ingredients.map((line) => line.text),
    ).toEqual(['200 g flour', '2 eggs', '1 tbsp sugar', '250 ml milk']);
  });

  it.each([
    [4, 4],
    ['6 servings', 6],
    [['8', '8 portions'], 8],
    ['Serves 4-6', 6],
    ['4 to 6 servings', 6],
    ['8 - 10 serving(s)', 8],
    ['Makes about 24 cookies', 24],
    ['a big pot', null],
  ])('reads servings from recipeYield %j', (recipeYield, servings) => {
    expect(readRecipe(page(jsonLd(recipe({ recipeYield }))), pageUrl)?.servings).toBe(servings);
  });

  it.each([
    ['<p>Yield: 4</p>', 4],
    ['<p>Servings 4-6</p>', 6],
    ['<span>Serve</span> <span>Até 4 porções</span>', 4],
    ['<div>4 porce</div><div>45 minut</div>', 4],
    ['<p>Pour 6 personnes</p>', 6],
    ['<script>var servings = 9;</script><p>Serve hot with 2 slices of bread.</p>', null],
  ])('reads servings the structured data leaves out from the page text %j', (body, servings) => {
    expect(readRecipe(page(jsonLd(recipe({})), body), pageUrl)?.servings).toBe(servings);
  });

  it.each([
    ['<p>Preparation Time: 30 mins Cooking Time: 13 mins Serves: 20</p>', 30, 13],
    ['<li>Prep 1 hour 10 minutes</li><li>Cook: 1h</li>', 70, 60],
    ['<p>Cook 5 minutes, then prep the salad.</p>', null, null],
  ])('reads the times the structured data leaves out from the page text %j', (body, prepTime, cookTime) => {
    expect(readRecipe(page(jsonLd(recipe({})), body), pageUrl)).toMatchObject({ prepTime, cookTime });
  });

  it('reads a method given as one HowToSection as its steps, without the section name as a step', () => {
    const recipeInstructions = {
      '@type': 'HowToSection',
      name: 'Preparazione',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Lavare le melanzane.' },
        { '@type': 'HowToStep', text: 'Cuocere i pomodorini.' },
      ],
    };
    expect(readRecipe(page(jsonLd(recipe({ recipeInstructions }))), pageUrl)?.instructions).toEqual([
      'Lavare le melanzane.',
      'Cuocere i pomodorini.',
    ]);
  });

  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT2H', 120],
    ['pt45m', 45],
    ['PT0M', null],
    ['20 minutes', 20],
    ['1 hour 15 mins', 75],
    ['soon', null],
  ])('reads the duration %j as minutes', (prepTime, minutes) => {
    expect(readRecipe(page(jsonLd(recipe({ prepTime }))), pageUrl)?.prepTime).toBe(minutes);
  });

  it.each([
    ['a string', 'https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['a relative string', '/images/a.jpg', 'https://example.com/images/a.jpg'],
    [
      'an ImageObject',
      { '@type': 'ImageObject', url: 'https://cdn.example.com/b.jpg' },
      'https://cdn.example.com/b.jpg',
    ],
    [
      'an array of ImageObjects',
      [
        { '@type': 'ImageObject', contentUrl: 'https://cdn.example.com/c.jpg' },
        'https://cdn.example.com/d.jpg',
      ],
      'https://cdn.example.com/c.jpg',
    ],
  ])('reads the image from %s', (_, image, imageSourceUrl) => {
    expect(readRecipe(page(jsonLd(recipe({ image }))), pageUrl)?.imageSourceUrl).toBe(imageSourceUrl);
  });

  it('follows an image given as a reference to another node of the graph', () => {
    const html = page(
      jsonLd({
        '@graph': [
          {
            '@type': 'ImageObject',
            '@id': 'https://example.com/#image',
            url: 'https://cdn.example.com/e.jpg',
          },
          recipe({ image: { '@id': 'https://example.com/#image' } }),
        ],
      }),
    );
    expect(readRecipe(html, pageUrl)?.imageSourceUrl).toBe('https://cdn.example.com/e.jpg');
  });

  it('decodes entities (also encoded twice), strips tags, and drops group headings from the ingredients', () => {
    const html = page(
      jsonLd(
        recipe({
          name: 'Cr&egrave;me br&amp;ucirc;l&eacute;e',
          recipeIngredient: [
            'For the custard:',
            '<b>&frac12;</b> cup sugar',
            '2&nbsp;eggs ((large))',
            'nuts such as pecans , walnuts',
          ],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Whisk <a href="/x">well</a> &amp; chill.' }],
        }),
      ),
    );
    const draft = readRecipe(html, pageUrl);
    expect(draft?.name).toBe('Crème brûlée');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '½ cup sugar',
      '2 eggs (large)',
      'nuts such as pecans , walnuts',
    ]);
    expect(draft?.ingredients[0]).toMatchObject({ amount: 0.5, unit: 'cup', name: 'sugar', sortOrder: 1 });
    expect(draft?.instructions).toEqual(['Whisk well & chill.']);
  });

  it('reads miscased properties, and keeps a HowToStep whose text has line breaks as one step', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        Name: 'Custard',
        ingredients: ['4 egg yolks'],
        RecipeInstructions: [{ '@type': 'HowToStep', text: 'Heat the cream.\nPour it over the yolks.' }],
      }),
    );
    expect(readLines(html)).toMatchObject({
      name: 'Custard',
      ingredients: ['4 egg yolks'],
      instructions: ['Heat the cream. Pour it over the yolks.'],
    });
  });

  it('reads a block with raw line breaks inside its strings, which strict JSON refuses', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup\nrice"], "recipeInstructions": "Boil."}</script>',
    );
    expect(readRecipe(html, pageUrl)?.ingredients[0]?.text).toBe('1 cup rice');
  });

  it('reads a block with comments, a CDATA wrapper and trailing commas, as structured-data readers forgive', () => {
    const html = page(
      `<script type="application/ld+json">//<![CDATA[
      { "@type": "Recipe", /* the card */ "name": "Rice",
        "recipeIngredient": ["1 cup rice", "2 cups water",], // both
        "recipeInstructions": "Boil.", }
      //]]></script>`,
    );
    expect(readLines(html)).toMatchObject({
      name: 'Rice',
      ingredients: ['1 cup rice', '2 cups water'],
      instructions: ['Boil.'],
    });
  });

  it('leaves a block broken otherwise unread, for the page markup to speak', () => {
    const html = page(
      `<script type="application/ld+json">{"@type": "Recipe", "name": "Don\\'t", "recipeIngredient": ["1 cup rice", "2 cups water"]}</script>`,
      '<ul><li>1 cup basmati rice</li><li>2 cups cold water</li></ul>',
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '1 cup basmati rice',
      '2 cups cold water',
    ]);
  });

  it('keeps each item of an ingredient list one line, splitting only a list given as one block', () => {
    const lines = (recipeIngredient: unknown) =>
      readRecipe(page(jsonLd(recipe({ recipeIngredient }))), pageUrl)?.ingredients.map((line) => line.text);
    expect(lines(['1 cup flour<br>(sifted)', '2 eggs\n(beaten)'])).toEqual([
      '1 cup flour (sifted)',
      '2 eggs (beaten)',
    ]);
    expect(lines('1 cup flour\n2 eggs')).toEqual(['1 cup flour', '2 eggs']);
    expect(lines(['1 cup flour<br>2 eggs'])).toEqual(['1 cup flour', '2 eggs']);
  });

  it('splits an item of a list where more than one of its lines starts with an amount', () => {
    const recipeIngredient = [
      '3 Tbsp olive oil\n3 garlic cloves, minced',
      '1 can coconut milk\nJuice of half a lime',
    ];
    expect(
      readRecipe(page(jsonLd(recipe({ recipeIngredient }))), pageUrl)?.ingredients.map((line) => line.text),
    ).toEqual(['3 Tbsp olive oil', '3 garlic cloves, minced', '1 can coconut milk Juice of half a lime']);
  });

  it('reads ingredient groups written as sections (their lines, not their names) and nodes with a text or name', () => {
    const recipeIngredient = [
      { '@type': 'HowToSection', name: 'For the dough', itemListElement: ['200 g flour', '2 eggs'] },
      {
        '@type': 'HowToSection',
        name: 'For the sauce',
        itemListElement: [{ '@type': 'HowToSupply', name: '1 onion' }],
      },
      { '@type': 'ListItem', text: 'salt &amp; pepper' },
    ];
    expect(
      readRecipe(page(jsonLd(recipe({ recipeIngredient }))), pageUrl)?.ingredients.map((line) => line.text),
    ).toEqual(['200 g flour', '2 eggs', '1 onion', 'salt & pepper']);
  });
});

describe('readRecipe: microdata', () => {
  it('reads itemprop values: content attributes, text, image src and the steps of one instructions block', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Lemon cake</h1>
        <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
        <img itemprop="image" src="/img/cake.jpg">
        <meta itemprop="prepTime" content="PT20M"><meta itemprop="cookTime" content="PT40M">
        <span itemprop="recipeYield">Serves 8</span>
        <ul><li itemprop="recipeIngredient">200 g flour</li><li itemprop="recipeIngredient">2 lemons</li></ul>
        <ol itemprop="recipeInstructions"><li>Mix.</li><li>Bake.</li></ol>
      </div>`,
    );
    expect(readLines(html)).toMatchObject({
      name: 'Lemon cake',
      prepTime: 20,
      cookTime: 40,
      servings: 8,
      imageSourceUrl: 'https://example.com/img/cake.jpg',
      ingredients: ['200 g flour', '2 lemons'],
      instructions: ['Mix.', 'Bake.'],
    });
  });
  it('drops an ingredient the page marks up and leaves empty', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Sprouts</h1>
        <ul><li><span itemprop="recipeIngredient">2 cups sprouts</span></li>
        <li><span itemprop="recipeIngredient">1 tsp sesame oil</span></li>
        <li><span itemprop="recipeIngredient">  &nbsp; </span></li></ul>
        <ol itemprop="recipeInstructions"><li>Roast.</li></ol></div>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '2 cups sprouts',
      '1 tsp sesame oil',
    ]);
  });

  it('reads marked-up text as rendered: tags part words, except before punctuation and after a bracket', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <ul><li itemprop="ingredients"><strong>500</strong>gr de espaguetis (<em>secos</em>), sal</li></ul>
        <ol><li itemprop="recipeInstructions">Tritura dentro del vaso -<em>excepto el aceite</em>- y <strong>sirve.</strong></li></ol>
      </div>`,
    );
    expect(readLines(html)).toMatchObject({
      ingredients: ['500 gr de espaguetis (secos), sal'],
      instructions: ['Tritura dentro del vaso - excepto el aceite - y sirve.'],
    });
  });
});

describe('readRecipe: the HTML without structured data', () => {
  it('reads the largest ingredient-like list, the ordered steps, the confirmed heading and og:image', () => {
    const html = page(
      `<meta property="og:title" content="Pancakes | Example Kitchen"><meta property="og:site_name" content="Example Kitchen">
       <meta property="og:image" content="https://cdn.example.com/pancakes.jpg">`,
      `<nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav>
       <h1>Pancakes</h1><p>Serves 4</p>
       <ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li><li>salt</li></ul>
       <ol><li>Whisk everything into a smooth batter.</li><li>Fry thin pancakes in butter.</li></ol>`,
    );
    expect(readLines(html)).toMatchObject({
      name: 'Pancakes',
      servings: 4,
      imageSourceUrl: 'https://cdn.example.com/pancakes.jpg',
      ingredients: ['200 g flour', '2 eggs', '300 ml milk', 'salt'],
      instructions: ['Whisk everything into a smooth batter.', 'Fry thin pancakes in butter.'],
    });
  });

  it('reads a page that leaves out <html> and <body>, its paragraphs at the top (as HTML allows)', () => {
    const html = `<h1>Pancakes</h1><p>200 g flour</p><p>2 eggs</p><p>300 ml milk</p>
      <ol><li>Whisk everything into a smooth batter.</li><li>Fry thin pancakes in butter.</li></ol>`;
    expect(readLines(html)).toMatchObject({
      ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
      instructions: ['Whisk everything into a smooth batter.', 'Fry thin pancakes in butter.'],
    });
  });

  it('reads an ingredient list in Arabic-Indic digits and units (issue 26)', () => {
    const html = page(
      '<meta property="og:title" content="كيكة">',
      `<h1>كيكة</h1>
       <ul><li>٢ كوب دقيق</li><li>٣ بيضات</li><li>١٫٥ ملعقة صغيرة بيكنج باودر</li><li>رشة ملح</li></ul>
       <ol><li>اخلطي المكونات جيداً حتى تتجانس.</li><li>اخبزيها في فرن ساخن لمدة ثلاثين دقيقة.</li></ol>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients).toEqual([
      { text: '٢ كوب دقيق', amount: 2, unit: 'كوب', name: 'دقيق', sortOrder: 1 },
      { text: '٣ بيضات', amount: 3, unit: null, name: 'بيضات', sortOrder: 2 },
      {
        text: '١٫٥ ملعقة صغيرة بيكنج باودر',
        amount: 1.5,
        unit: 'ملعقة صغيرة',
        name: 'بيكنج باودر',
        sortOrder: 3,
      },
      { text: 'رشة ملح', amount: 1, unit: 'رشة', name: 'ملح', sortOrder: 4 },
    ]);
  });

  it('joins ingredient lists in groups, skips hidden lists and lines, and takes the sentences after them as steps', () => {
    expectReadsAs(
      'Toast',
      `<h1>Toast</h1>
       <h3>Bread</h3><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul>
       <ul class="visually-hidden"><li>2 slices bread</li><li>0.5 oz butter</li></ul>
       <h3>Topping</h3><ul class="overflow-hidden"><li>1 tsp honey</li><li class="imperial hide">1 tsp honey</li></ul>
       <ul><li>Prep time: 5 mins</li><li>Serves: 1</li></ul>
       <ul><li>Toast the bread until golden on both sides.</li><li>Spread with butter, then drizzle the honey.</li></ul>`,
      {
        ingredients: ['2 slices bread', '1 tbsp butter', '1 tsp honey'],
        instructions: [
          'Toast the bread until golden on both sides.',
          'Spread with butter, then drizzle the honey.',
        ],
      },
    );
  });

  it('reads the rows of a table, cells in order, where structured data gives one line for a list', () => {
    const html = page(
      jsonLd(recipe({ recipeIngredient: 'Chicken' })),
      `<table><tr><td>150ml</td><td>red wine</td></tr><tr><td>100g</td><td>tomato paste</td></tr>
       <tr><td></td><td>Salt and pepper</td></tr></table>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '150ml red wine',
      '100g tomato paste',
      'Salt and pepper',
    ]);
  });

  it('drops a line that runs the other lines together', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <meta itemprop="recipeIngredient" content="2 koolrabi 6 aardappelen 200 ml room 1 ui">
        <ul><li itemprop="ingredients">2 koolrabi</li><li itemprop="ingredients">6 aardappelen</li>
        <li itemprop="ingredients">200 ml room</li><li itemprop="ingredients">1 ui</li></ul>
        <ol itemprop="recipeInstructions"><li>Kook.</li></ol></div>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '2 koolrabi',
      '6 aardappelen',
      '200 ml room',
      '1 ui',
    ]);
    const salt = page(jsonLd(recipe({ recipeIngredient: ['salt', 'pepper', 'salt and pepper to taste'] })));
    expect(readRecipe(salt, pageUrl)?.ingredients).toHaveLength(3);
  });

  it('reads ingredients and steps written as paragraphs when no list holds them, one of two unit versions', () => {
    expectReadsAs(
      'Pancakes',
      `<ul><li><img alt="serves"> Serves 4</li><li>30mins</li></ul>
       <div class="tab-pane"><p>250g plain flour</p><p>2 tsp baking powder</p><p>200ml buttermilk<br>2 eggs</p></div>
       <div class="tab-pane"><p>8.8oz plain flour</p><p>2 tsp baking powder</p><p>6.7 fl oz buttermilk<br>2 eggs</p></div>
       <h3>Method</h3>
       <div><p>Whisk the flour and the baking powder, then the buttermilk and eggs.</p>
       <p>Fry spoonfuls of the batter in butter until golden on both sides.</p></div>`,
      {
        servings: 4,
        ingredients: ['250g plain flour', '2 tsp baking powder', '200ml buttermilk', '2 eggs'],
        instructions: [
          'Whisk the flour and the baking powder, then the buttermilk and eggs.',
          'Fry spoonfuls of the batter in butter until golden on both sides.',
        ],
      },
    );
  });

  it('reads the paragraphs of the tab the page shows, not those of a tab its tab list marks unselected', () => {
    const html = page(
      '<meta property="og:title" content="Pancakes">',
      `<ul role="tablist"><li><a role="tab" aria-controls="us" aria-selected="false">US</a></li>
       <li><a role="tab" aria-controls="metric" aria-selected="true">Metric</a></li></ul>
       <div role="tabpanel" id="us"><p>8.8oz plain flour</p><p>2 tsp baking powder</p><p>6.7 fl oz buttermilk</p></div>
       <div role="tabpanel" id="metric"><p>250g plain flour</p><p>2 tsp baking powder</p><p>200ml buttermilk</p></div>
       <ol><li>Whisk the flour and the baking powder, then the buttermilk.</li></ol>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '250g plain flour',
      '2 tsp baking powder',
      '200ml buttermilk',
    ]);
  });

  it('parts the paragraphs of one element at a paragraph in bold and at a rule: introduction, ingredients, method', () => {
    expectReadsAs(
      'Chicken thighs',
      `<h1>Chicken thighs</h1><div class="entry">
       <p>If you are like us, chicken thighs make you weak in the knees! They are moist and juicy.</p>
       <p><strong>Ingredients</strong></p>
       <p>1/2 lemon, juiced</p><p>1/4 c olive oil</p><p>4 chicken thighs</p><p>3 red potatoes, diced</p>
       <hr>
       <p><strong>Instructions</strong></p>
       <p>❶ Preheat your oven to 400°F and whisk the oil with the lemon juice.</p>
       <p>❷ Layer the potatoes on a baking sheet, the chicken on top, and roast for 45 minutes.</p>
       </div>`,
      {
        ingredients: ['1/2 lemon, juiced', '1/4 c olive oil', '4 chicken thighs', '3 red potatoes, diced'],
        instructions: [
          '❶ Preheat your oven to 400°F and whisk the oil with the lemon juice.',
          '❷ Layer the potatoes on a baking sheet, the chicken on top, and roast for 45 minutes.',
        ],
      },
    );
  });

  it('reads the lines of a list nested in an item in their place, without the item that heads them, and a note listed under an ingredient as part of its line', () => {
    const html = page(
      '<meta property="og:title" content="Chili">',
      `<h1>Chili</h1>
       <ul><li>1 tablespoon oil</li><li>1 1/2 lb lean beef</li><li>150 g onion, diced<ul><li class="note">roughly 1 large onion</li></ul></li>
       <li><strong>Seasonings</strong><ul><li>1 tablespoon chili powder</li><li>2 teaspoons cumin</li></ul></li>
       <li>2 cups beef stock</li><li><strong>Garnish</strong><ul><li>cilantro</li><li>jalapeño</li></ul></li></ul>
       <ol><li>Brown the beef in the oil with the seasonings, stirring often.</li>
       <li>Add the stock and simmer for an hour, then garnish and serve.</li></ol>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '1 tablespoon oil',
      '1 1/2 lb lean beef',
      '150 g onion, diced roughly 1 large onion',
      '1 tablespoon chili powder',
      '2 teaspoons cumin',
      '2 cups beef stock',
      'cilantro',
      'jalapeño',
    ]);
  });

  it('joins a list without amounts that stands beside the ingredients in their element ("to serve")', () => {
    const html = page(
      '<meta property="og:title" content="Cauliflower">',
      `<h1>Cauliflower</h1><div class="field"><ul><li>1 kalafior</li><li>4 łyżki oliwy</li><li>sól morska</li></ul>
       <div class="highlight">do podania</div><ul><li>sos czosnkowy lub ser feta</li><li>natka pietruszki</li></ul></div>
       <div><ul><li>Kalafior podzielić na różyczki i ułożyć na blaszce wyłożonej papierem.</li>
       <li>Piec w piekarniku nagrzanym do 200 stopni przez około 30 minut.</li></ul></div>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '1 kalafior',
      '4 łyżki oliwy',
      'sól morska',
      'sos czosnkowy lub ser feta',
      'natka pietruszki',
    ]);
  });

  it("never reads the site's menus or footer, whatever they list", () => {
    const shopMenu = '<li>1 kg flour</li><li>2 l milk</li><li>500 g butter</li><li>12 eggs</li>';
    const html = page(
      '<meta property="og:title" content="Hot cross buns">',
      `<nav><ul>${shopMenu}</ul></nav><div role="navigation"><ul>${shopMenu}</ul></div>
       <h1>Hot cross buns</h1><ul><li>500 g strong flour</li><li>7 g yeast</li><li>100 g sultanas</li></ul>
       <ol><li>Knead the dough for ten minutes, then leave it to rise for an hour.</li>
       <li>Shape twelve buns, pipe the crosses and bake for 20 minutes.</li></ol>
       <footer><ul>${shopMenu}</ul></footer>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '500 g strong flour',
      '7 g yeast',
      '100 g sultanas',
    ]);
  });

  it('joins groups parted by a heading paragraph, not a list the page text parts from them', () => {
    expectReadsAs(
      'Carrots',
      `<aside><ul><li>The Cookbook</li><li>The Cookbook 2</li></ul></aside>
       <p>What, yet another carrot recipe? I do like carrots, and they are so handy all year round.</p>
       <ul><li>Makes 12 servings</li><li>Prep &amp; Cook Time 1 hour 20 minutes</li></ul>
       <ul><li>3 large carrots</li><li>1/4 tsp. salt</li></ul>
       <p><strong>Glaze</strong></p>
       <ul><li>1 Tbs. soy sauce</li><li>1/2 Tbs. maple syrup</li></ul>
       <p>Cut the carrots into fairly thick rounds and put them in a pan.</p>
       <p>Add the salt and the glaze, and boil until the juice is almost gone.</p>`,
      {
        ingredients: ['3 large carrots', '1/4 tsp. salt', '1 Tbs. soy sauce', '1/2 Tbs. maple syrup'],
        instructions: [
          'Cut the carrots into fairly thick rounds and put them in a pan.',
          'Add the salt and the glaze, and boil until the juice is almost gone.',
        ],
      },
    );
  });

  it.each([
    [
      'the photo whose alternative text names the recipe',
      '<img src="/logo.png" alt="Pancakes"><img src="/hero.jpg" alt="Pancakes | Example"><h1>Pancakes</h1><img src="/step.jpg">',
      'https://example.com/hero.jpg',
    ],
    [
      'else the first photo after the main heading',
      '<img src="/banner.jpg" alt="Sale"><h1>Pancakes</h1><img src="/icon.svg"><img src="/pancakes.jpeg?w=500">',
      'https://example.com/pancakes.jpeg?w=500',
    ],
    ['nothing without a photo', '<h1>Pancakes</h1><img src="/icon.png">', null],
  ])('takes as image, when nothing names one, %s', (_, body, image) => {
    const html = page(
      '<meta property="og:title" content="Pancakes">',
      `${body}<ul><li>200 g flour</li><li>2 eggs</li></ul>`,
    );
    expect(readRecipe(html, pageUrl)?.imageSourceUrl).toBe(image);
  });

  it.each([
    ['Arretjescake – Recept', 'Arretjescake'],
    ['Pasta - Sugo | Ricetta', 'Pasta - Sugo'],
    ['Easy Lasagna Recipe', 'Easy Lasagna Recipe'],
  ])('drops the word for recipe the name %j ends in', (name, expected) => {
    expect(readRecipe(page(jsonLd(recipe({ name }))), pageUrl)?.name).toBe(expected);
  });

  it('reads the paragraphs of a method list with a single item as its steps', () => {
    const html = page(
      '<meta property="og:title" content="Fajitas">',
      `<ul><li>250g halloumi</li><li>2 peppers</li></ul>
       <ul class="directions"><li><p>1. Preheat the oven to 200°C and mix the spices together.</p>
       <p>2. Toss the halloumi and the peppers with the oil and the spices, then roast.</p></li></ul>`,
    );
    expect(readRecipe(html, pageUrl)?.instructions).toEqual([
      '1. Preheat the oven to 200°C and mix the spices together.',
      '2. Toss the halloumi and the peppers with the oil and the spices, then roast.',
    ]);
  });

  it('takes the lists a page names as ingredients over equipment and nutrition lists, with their groups without amounts', () => {
    const html = page(
      '<meta property="og:title" content="Pie">',
      `<div class="recipe-equipment"><ul><li>1 pie dish</li><li>2 mixing bowls</li></ul></div>
       <div class="recipe-ingredients-container">
         <h4>Crust</h4>
         <ul><li><span class="sr-only">&#9634; </span>1 unbaked pie crust</li><li>1 1/2 cups flour</li></ul>
         <h4>To serve</h4>
         <ul><li>whipped cream</li></ul>
       </div>
       <ul class="nutrition"><li>Calories 300</li><li>Fat 12 g</li><li>Sugar 20 g</li></ul>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '1 unbaked pie crust',
      '1 1/2 cups flour',
      'whipped cream',
    ]);
  });

  it('drops list items that head a group (a heading class, or all in bold without an amount) and boxes drawn before lines', () => {
    const html = page(
      '<meta property="og:title" content="Meatballs">',
      `<ul><li class="ingredient-section">For the meatballs</li><li>▢ 1 egg</li><li>☐ 500 g beef</li>
       <li><strong>Voor 2 banketstaven</strong></li><li><b>2</b> onions</li></ul>`,
    );
    expect(readRecipe(html, pageUrl)?.ingredients.map((line) => line.text)).toEqual([
      '1 egg',
      '500 g beef',
      '2 onions',
    ]);
  });

  it('takes the list the page names as its method over longer lists of sentences after it, and never readers’ comments', () => {
    const comment =
      'I made this for my family last night and everyone loved it, thank you so much for sharing!';
    const method = page(
      '<meta property="og:title" content="Soup">',
      `<ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
       <ol class="recipe-instructions"><li>Chop the onion and the tomatoes.</li><li>Simmer for twenty minutes.</li></ol>
       <ul class="notes"><li>${comment} Notes are sentences too, and this one is long enough.</li><li>${comment}</li></ul>`,
    );
    expect(readRecipe(method, pageUrl)?.instructions).toEqual([
      'Chop the onion and the tomatoes.',
      'Simmer for twenty minutes.',
    ]);
    const comments = page(
      '<meta property="og:title" content="Soup">',
      `<ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
       <p>Chop the onion and the tomatoes, then simmer them for twenty minutes with a pinch of salt.</p>
       <div id="comments"><ol class="list"><li>${comment}</li><li>${comment}</li></ol></div>`,
    );
    expect(readRecipe(comments, pageUrl)?.instructions).toEqual([
      'Chop the onion and the tomatoes, then simmer them for twenty minutes with a pinch of salt.',
    ]);
  });

  it('joins the groups of a method the page names as such, parted only by their headings', () => {
    const html = page(
      '<meta property="og:title" content="Cake">',
      `<ul><li>200 g flour</li><li>100 g butter</li></ul>
       <div class="recipe-instructions">
         <h4>For the cake</h4><ol><li>Rub the butter into the flour until it looks like sand.</li></ol>
         <h4>For the frosting</h4><ol><li>Beat the butter with the sugar until pale and fluffy.</li><li>Spread it over the cooled cake.</li></ol>
       </div>
       <p>Thanks for reading! Share this recipe with your friends and come back for more every week.</p>
       <div class="recipe-instructions"><ol><li>Serve this cake with plenty of fresh cream and berries.</li></ol></div>`,
    );
    expect(readRecipe(html, pageUrl)?.instructions).toEqual([
      'Rub the butter into the flour until it looks like sand.',
      'Beat the butter with the sugar until pale and fluffy.',
      'Spread it over the cooled cake.',
    ]);
  });

  it('reads the list a one-item list wraps, without the "Step 1" labels set before its steps, and never as ingredients', () => {
    expectReadsAs(
      'Soup',
      `<ul><li>1 kg pumpkin</li><li>1 litre stock</li></ul>
       <ul class="directions"><li><ol>
         <li><span>Step&nbsp;</span><span>1</span><p>Whiz the pumpkin in a food processor until almost smooth.</p></li>
         <li><span>Step&nbsp;</span><span>2</span><p>Pour over the stock, bring to the boil, then simmer for 15 minutes.</p></li>
       </ol></li></ul>`,
      {
        ingredients: ['1 kg pumpkin', '1 litre stock'],
        instructions: [
          'Whiz the pumpkin in a food processor until almost smooth.',
          'Pour over the stock, bring to the boil, then simmer for 15 minutes.',
        ],
      },
    );
  });

  it('takes the sharing title without its site name when there is no matching heading', () => {
    const html = page(
      '<meta property="og:title" content="Pancakes - Example Kitchen"><meta property="og:site_name" content="Example Kitchen">',
      '<ul><li>200 g flour</li><li>2 eggs</li></ul>',
    );
    expect(readRecipe(html, pageUrl)?.name).toBe('Pancakes');
  });

  it('finds no recipe on a page without one', () => {
    const html = page(
      '<meta property="og:title" content="About us">',
      '<h1>About us</h1><ul><li><a href="/">Home</a></li><li>Contact</li></ul><ol><li>We cook.</li></ol>',
    );
    expect(readRecipe(html, pageUrl)).toBeUndefined();
    expect(readRecipe(page(jsonLd({ '@type': 'Article', name: 'News' })), pageUrl)).toBeUndefined();
  });
});
