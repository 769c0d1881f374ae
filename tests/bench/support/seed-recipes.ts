import { randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { writeItems } from './write-items';

/** The foods bench recipes are named after (and whose pastes and fresh kinds they hold). */
export const benchFoods = [
  'Tomato',
  'Basil',
  'Lentil',
  'Chicken',
  'Lemon',
  'Garlic',
  'Mushroom',
  'Pumpkin',
  'Ginger',
  'Apple',
];

/** A bench's food, counting round the list: `benchFood(index * 3)`. */
export const benchFood = (index: number) => benchFoods[index % benchFoods.length] ?? '';

/** The ingredients every bench recipe starts with: salt, olive oil and a food's paste. */
export const benchBasics = (index: number) => ['Salt', 'Olive oil', `${benchFood(index * 3)} paste`];

/** A fresh food for recipe `index`, found by a search in ingredients. */
export const benchFreshFood = (index: number) => `Fresh ${benchFood(index * 5).toLowerCase()}`;

/** What each bench varies of its recipes: what it searches, sorts and plans by. */
export interface BenchRecipeParts {
  description: string;
  prepTime: number | null;
  cookTime: number | null;
  ingredientNames: string[];
  tags: string[];
  createdBy: string;
}

/** Bench recipe number `index`, as the recipes repository stores one: five teaspoons of each ingredient, one step, one rating. */
export const benchRecipe = (index: number, parts: BenchRecipeParts, id: string = randomUUID()) => ({
  id,
  name: `${benchFood(index)} dish ${index}`,
  description: parts.description,
  prepTime: parts.prepTime,
  cookTime: parts.cookTime,
  servings: (index % 6) + 1,
  imageUrl: null,
  externalRecipeUrl: null,
  ingredients: parts.ingredientNames.map((name, at) => ({
    id: randomUUID(),
    name,
    amount: 1,
    unit: 'tsp',
    sortOrder: at + 1,
  })),
  instructions: ['Cook it.'],
  tags: parts.tags,
  createdBy: parts.createdBy,
  createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
  ratingSum: (index % 5) + 1,
  ratingCount: 1,
});

/**
 * Writes recipes and their cards as the repository does, in batches, then marks every catalogue
 * shard changed at `version`. The data modules are imported here, after the bench set the
 * environment they read at load.
 */
export const writeRecipes = async (
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  records: ReturnType<typeof benchRecipe>[],
  version: number,
) => {
  const { cardOf, recipeItem } = await import('#functions/data/recipes');
  const { cardItem, catalogueShards, shardVersionAttribute, versionsKey } = await import(
    '#functions/data/catalogue'
  );
  await writeItems(
    dynamo,
    tableName,
    records.flatMap((record) => [recipeItem(record), cardItem(cardOf(record))]),
  );
  const versions = Object.fromEntries(
    Array.from({ length: catalogueShards }, (_, shard) => [shardVersionAttribute(shard), version]),
  );
  await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...versionsKey(), ...versions } }));
};
