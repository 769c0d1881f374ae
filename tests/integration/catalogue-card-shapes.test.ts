import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createCatalogue, shardOf, shardPartition } from '#functions/data/catalogue';
import { createRatings } from '#functions/data/ratings';
import { createRecipes, recipeItem } from '#functions/data/recipes';
import { createTable } from '#functions/data/table';
import { recipeRecord } from '../unit/functions/services/fakes';
import { ownTable } from './support/own-dynamodb';

/**
 * Catalogue cards are stored with one-letter attribute names since the cold-start round (issue 28);
 * cards written before, with the long names and their id, are written here exactly so, straight
 * into DynamoDB Local, and read, rated and edited through the real repositories.
 */
const { tableName, documentClient } = ownTable('card-shapes');

describe('catalogue cards in both stored shapes', () => {
  it('an old card reads as it did, takes ratings, and an edit stores it in the short shape', async () => {
    const db = documentClient();
    const table = createTable(db, tableName);
    const recipe = recipeRecord('old-card', {
      name: 'Grandma soup',
      description: 'Warm',
      cookTime: 30,
      createdBy: 'cook',
      ratingSum: 9,
      ratingCount: 2,
      tags: ['Winter'],
      ingredients: [{ id: 'i1', name: 'Leeks', amount: 2, unit: '', sortOrder: 1 }],
    });
    const { ingredients: _i, instructions: _s, ...summary } = recipe;
    const oldCard = {
      pk: shardPartition(shardOf(recipe.id)),
      sk: `CARD#${recipe.id}`,
      type: 'Card',
      ...summary,
      ingredientNames: ['Leeks'],
    };
    for (const Item of [recipeItem(recipe), oldCard])
      await db.send(new PutCommand({ TableName: tableName, Item }));
    const catalogue = createCatalogue(table);
    const cardsNow = async () =>
      (await catalogue.shardCards(shardOf(recipe.id))).find((card) => card.id === recipe.id);

    expect(await cardsNow()).toMatchObject({ ...summary, ingredientNames: ['Leeks'] });

    expect(
      await createRatings(table).create({ recipeId: recipe.id, userId: 'u9', value: 1, createdAt: 't' }),
    ).toBe('written');
    expect(await cardsNow()).toMatchObject({ name: 'Grandma soup', ratingSum: 10, ratingCount: 3 });

    expect(
      await createRecipes(table).update(
        { ...recipe, name: 'Leek soup', ratingSum: 10, ratingCount: 3 },
        'cook',
      ),
    ).toBe(true);
    const { Item: stored } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: oldCard.pk, sk: oldCard.sk } }),
    );
    // The long names and the id are gone; the ratings stay where ratings add to them.
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'pk',
        'sk',
        'type',
        'n',
        'd',
        'p',
        'c',
        'v',
        'i',
        'u',
        'b',
        'a',
        't',
        'g',
        'ratingSum',
        'ratingCount',
      ].sort(),
    );
    expect(await cardsNow()).toEqual({
      ...summary,
      name: 'Leek soup',
      ratingSum: 10,
      ratingCount: 3,
      ingredientNames: ['Leeks'],
    });
  });

  it('a new card reads back as the record it was made from', async () => {
    const table = createTable(documentClient(), tableName);
    const recipe = recipeRecord('new-card', {
      name: 'Lentil stew',
      prepTime: 10,
      imageUrl: '/api/files/images/a.webp',
      externalRecipeUrl: 'https://www.example.com/stew',
      tags: ['Quick', 'Vegan'],
      ingredients: [{ id: 'i1', name: 'Lentils', amount: 200, unit: 'g', sortOrder: 1 }],
    });
    await createRecipes(table).create(recipe);
    const { ingredients: _i, instructions: _s, ...summary } = recipe;
    const cards = await createCatalogue(table).shardCards(shardOf(recipe.id));
    expect(cards.find((card) => card.id === recipe.id)).toEqual({ ...summary, ingredientNames: ['Lentils'] });
  });
});
