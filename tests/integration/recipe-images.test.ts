import { describe, expect, it } from 'vitest';
import { photoJpeg } from '../unit/functions/files/image-fixtures';
import { api, refusedField, signedInUser } from './support/api';
import { download, uploadImage } from './support/files';
import { createRecipe, recipeBody } from './support/recipes';

describe('recipe images', () => {
  it("refuses a recipe that points at someone else's image, which stays theirs", async () => {
    const [owner, borrower] = await Promise.all([signedInUser(), signedInUser()]);
    const photo = await uploadImage(owner.session.token, await photoJpeg(400, 300));
    const borrowed = await api('POST', '/api/recipes', {
      token: borrower.session.token,
      body: recipeBody({ imageUrl: photo.url }),
    });
    expect(borrowed).toMatchObject({
      status: 400,
      body: refusedField('imageUrl', 'Image must be one you uploaded'),
    });
    const mine = await createRecipe(borrower.session.token);
    const edit = await api('PUT', `/api/recipes/${mine.id}`, {
      token: borrower.session.token,
      body: recipeBody({ imageUrl: photo.url }),
    });
    expect(edit.status).toBe(400);
    expect((await download(photo.url)).status).toBe(200);
  });

  it('keeps the image with its recipe: replaced images and deleted recipes take theirs along', async () => {
    const { session } = await signedInUser();
    const first = await uploadImage(session.token, await photoJpeg(400, 300));
    const recipe = await createRecipe(session.token, { imageUrl: first.url });
    expect(recipe.imageUrl).toBe(first.url);

    const second = await uploadImage(session.token, await photoJpeg(300, 400));
    const updated = await api('PUT', `/api/recipes/${recipe.id}`, {
      token: session.token,
      body: recipeBody({ imageUrl: second.url }),
    });
    expect(updated.body.imageUrl).toBe(second.url);
    expect((await download(first.url)).status).toBe(404);
    expect((await download(second.url)).status).toBe(200);

    expect((await api('DELETE', `/api/recipes/${recipe.id}`, { token: session.token })).status).toBe(204);
    expect((await download(second.url)).status).toBe(404);
    expect((await download(`${second.url}?variant=small`)).status).toBe(404);
  });
});
