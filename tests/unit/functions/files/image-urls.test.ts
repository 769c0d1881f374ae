import { describe, expect, it } from 'vitest';
import { fileIdFromUrl, imageKey, parseFileUrl } from '#functions/files/image-store';
import { InvalidInputError } from '#functions/lib/domain-errors';
import { fileUrlOf } from '#shared/files/file-schemas';

const fileId = '0b6f2b5e-3d1c-4a8e-9f47-2c1d5e6f7a8b';

describe('parseFileUrl', () => {
  it.each([
    fileUrlOf(fileId),
    `https://recipes.example.com/api/files/${fileId}`,
    `http://localhost:3000/api/files/${fileId}?variant=small`,
    `/api/files/${fileId.toUpperCase()}`,
  ])('finds the file id in %s', (url) => {
    expect(parseFileUrl(url)).toBe(fileId);
  });

  it.each([
    '',
    'garbage',
    fileId,
    `api/files/${fileId}`,
    `/api/files/${fileId}/small`,
    `/api/files/images`,
    '/api/files/not-a-uuid',
    `/api/recipes/${fileId}`,
    `//evil.example.com/api/files/${fileId}/../x`,
    `javascript:/api/files/${fileId}`,
    `/api/files/..%2F..%2Fusers`,
  ])('finds none in %j', (url) => {
    expect(parseFileUrl(url)).toBeUndefined();
  });
});

describe('fileIdFromUrl', () => {
  it('is invalid input (a 400) with a message for a URL that is not an uploaded image', () => {
    expect(() => fileIdFromUrl('https://example.com/cat.jpg')).toThrow(
      new InvalidInputError('fileUrl must be the URL of an uploaded image'),
    );
  });
});

describe('imageKey', () => {
  it('puts both variants of a file under one prefix', () => {
    expect(imageKey(fileId, 'full')).toBe(`images/${fileId}/full`);
    expect(imageKey(fileId, 'small')).toBe(`images/${fileId}/small`);
  });
});
