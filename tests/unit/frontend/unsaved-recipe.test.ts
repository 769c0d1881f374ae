import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import {
  clearUnsavedRecipe,
  readUnsavedRecipe,
  savedAtLabel,
  unsavedRecipeKey,
  writeUnsavedRecipe,
} from '#web/features/recipes/utils/unsaved-recipe';
import { memoryStorage } from './memory-storage';

// Half typed: the form's rules are not met yet (no description, an ingredient without a name).
const values: RecipeInput = {
  name: 'Half-typed stew',
  description: '',
  prepTime: 10,
  cookTime: null,
  servings: null,
  imageUrl: '/api/files/0b6c5a57-5f54-4a8e-9d8e-4a3b7f1f2c3d',
  externalRecipeUrl: '',
  ingredients: [{ name: '', amount: null, unit: '', sortOrder: 1 }],
  instructions: [''],
};

describe('a new recipe kept in the browser', () => {
  it('reads back what was written, for that user only', () => {
    const storage = memoryStorage();
    writeUnsavedRecipe(storage, 'u1', { values, imageSourceUrl: null }, 1_800_000_000_000);

    expect(readUnsavedRecipe(storage, 'u1')).toEqual({
      savedAt: 1_800_000_000_000,
      values,
      imageSourceUrl: null,
    });
    expect(readUnsavedRecipe(storage, 'u2')).toBeNull();
    expect(JSON.parse(storage.items.get(unsavedRecipeKey('u1')) ?? '')).toMatchObject({ version: 1 });
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    writeUnsavedRecipe(storage, 'u1', { values, imageSourceUrl: 'https://example.com/photo.jpg' });
    clearUnsavedRecipe(storage, 'u1');
    expect(readUnsavedRecipe(storage, 'u1')).toBeNull();
  });

  it('reads anything malformed or of another version as none', () => {
    const storage = memoryStorage();
    for (const stored of ['not json', '{"version":2,"savedAt":1}', JSON.stringify({ version: 1, values })]) {
      storage.setItem(unsavedRecipeKey('u1'), stored);
      expect(readUnsavedRecipe(storage, 'u1')).toBeNull();
    }
  });

  it('drops an image address that is not one of our uploads, keeping the rest', () => {
    const storage = memoryStorage();
    writeUnsavedRecipe(storage, 'u1', {
      values: { ...values, imageUrl: 'https://elsewhere.example/photo.jpg' },
      imageSourceUrl: null,
    });
    expect(readUnsavedRecipe(storage, 'u1')?.values).toEqual({ ...values, imageUrl: null });
  });

  it('never throws when the storage refuses (full, or disabled)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeUnsavedRecipe(refusing, 'u1', { values, imageSourceUrl: null })).not.toThrow();
    expect(() => clearUnsavedRecipe(refusing, 'u1')).not.toThrow();
    expect(readUnsavedRecipe(refusing, 'u1')).toBeNull();
  });

  it('labels the time it was kept: the time today, the date too on another day', () => {
    const now = new Date(2026, 10, 23, 18, 0).getTime();
    expect(savedAtLabel(new Date(2026, 10, 23, 17, 42).getTime(), now, 'en-GB')).toBe('17:42');
    expect(savedAtLabel(new Date(2026, 10, 21, 9, 5).getTime(), now, 'en-GB')).toBe('21 Nov 2026, 09:05');
  });
});
