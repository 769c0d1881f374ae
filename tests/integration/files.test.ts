import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { maxUploadBytes } from '#shared/files/file-schemas';
import { photoJpeg, pictureAs, pngClaiming, scriptedSvg } from '../unit/functions/files/image-fixtures';
import { api, signedInUser } from './support/api';
import { download, upload, uploadImage } from './support/files';

type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;
// Two accounts for the whole file: signing up costs a scrypt hash, and no test here depends on a fresh account.
let uploader: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  [uploader, stranger] = await Promise.all([signedInUser(), signedInUser()]);
});

const deleteImage = (token: string, fileUrl: string) =>
  api('DELETE', `/api/files/images?fileUrl=${encodeURIComponent(fileUrl)}`, { token });

describe('POST /api/files', () => {
  it('stores a camera photo at most 800 px, without EXIF, its GPS position or its colour profile', async () => {
    const { session } = uploader;
    const photo = await photoJpeg(2000, 1500);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(session.token, {
      file: { bytes: photo, type: 'image/jpeg', filename: 'IMG_0001.JPG' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ fileId: expect.any(String), url: `/api/files/${response.body.fileId}` });

    const full = await download(response.body.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    // Cached for 5 minutes at most: a deleted image must stop being served soon (no `immutable`).
    expect(full.headers.get('cache-control')).toBe('public, max-age=300');
    const metadata = await sharp(full.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('also stores a small variant of at most 320 px for cards', async () => {
    const { session } = uploader;
    const { url } = await uploadImage(session.token, await photoJpeg(1500, 2000));
    const small = await download(`${url}?variant=small`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect(small.headers.get('cache-control')).toBe('public, max-age=300');
    const metadata = await sharp(small.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([240, 320]);
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s image in its own type', async (format, type) => {
    const { session } = uploader;
    const { url } = await uploadImage(session.token, await pictureAs(format, 1600, 1200), type);
    const image = await download(url);
    expect(image.headers.get('content-type')).toBe(type);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format, width: 800, height: 600 });
  });

  it('refuses a text file that claims to be a PNG', async () => {
    const { session } = uploader;
    const response = await upload(session.token, {
      file: { bytes: Buffer.from('I am not a picture'), type: 'image/png', filename: 'photo.png' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The file is not an image we can read (JPEG, PNG or WebP).',
      code: 'unreadable_image',
    });
  });

  it('refuses a GIF, a format we do not take', async () => {
    const response = await upload(uploader.session.token, {
      file: { bytes: await pictureAs('gif', 300, 200), type: 'image/gif', filename: 'anim.gif' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: 'The file is not an image we can read (JPEG, PNG or WebP).',
        code: 'unreadable_image',
      },
    });
  });

  it.each([
    [8001, 100],
    [5000, 5001],
  ])('refuses a PNG of %i x %i pixels from its header, before decoding it', async (width, height) => {
    const response = await upload(uploader.session.token, {
      file: { bytes: await pngClaiming(width, height), type: 'image/png', filename: 'bomb.png' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'The image is too large (at most 25 megapixels and 8000 pixels a side).' },
    });
  });

  it('refuses an SVG (it can carry scripts)', async () => {
    const { session } = uploader;
    const response = await upload(session.token, {
      file: { bytes: scriptedSvg, type: 'image/svg+xml', filename: 'drawing.svg' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file is not an image we can read (JPEG, PNG or WebP).');
  });

  it.each([
    ['one byte over 4 MB', maxUploadBytes + 1],
    ['5 MB', 5 * 1024 * 1024],
  ])('refuses a file of %s with 413', async (_, size) => {
    const { session } = uploader;
    const response = await upload(session.token, {
      file: { bytes: Buffer.alloc(size, 1), type: 'image/jpeg', filename: 'huge.jpg' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'File is too large (at most 4 MB)', code: 'file_too_large' });
  });

  it('needs a signed-in user', async () => {
    const response = await upload(undefined, {
      file: { bytes: await photoJpeg(400, 300), type: 'image/jpeg' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'authentication_required' });
  });

  it('refuses a JSON body with 415', async () => {
    const { session } = uploader;
    const response = await api('POST', '/api/files', { token: session.token, body: { file: 'photo.jpg' } });
    expect(response.status).toBe(415);
    expect(response.body.message).toContain('multipart/form-data');
  });

  it('asks for a file when the form has no field named file', async () => {
    const { session } = uploader;
    const response = await upload(session.token, {
      image: { bytes: await photoJpeg(400, 300), type: 'image/jpeg' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Choose a file to upload', code: 'choose_file_to_upload' });
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const { session } = uploader;
    const response = await api('POST', '/api/files', {
      token: session.token,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      rawBody: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\ncut off',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/files/{fileId}', () => {
  it('answers 404 for a file id that was never uploaded', async () => {
    const response = await download(`/api/files/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.bytes.toString())).toEqual({
      message: 'Image not found',
      code: 'image_not_found',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 for an id that is not a file id', async () => {
    const response = await download('/api/files/not-a-file-id');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.bytes.toString()).message).toContain('Unknown file');
  });

  it('answers 400 for an unknown variant', async () => {
    const { session } = uploader;
    const { url } = await uploadImage(session.token, await photoJpeg(400, 300));
    const response = await download(`${url}?variant=original`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.bytes.toString()).message).toContain('variant must be full or small');
  });
});

describe('DELETE /api/files/images', () => {
  it('lets only the uploader delete an image', async () => {
    const { url } = await uploadImage(uploader.session.token, await photoJpeg(400, 300));

    const refused = await deleteImage(stranger.session.token, url);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'You can only delete images you uploaded.',
      code: 'delete_own_images_only',
    });
    expect((await download(url)).status).toBe(200);
    expect((await download(`${url}?variant=small`)).status).toBe(200);
  });

  it('deletes both variants for the uploader, and a second delete still succeeds', async () => {
    const { session } = uploader;
    const { url } = await uploadImage(session.token, await photoJpeg(400, 300));

    const deleted = await deleteImage(session.token, url);
    expect(deleted.status).toBe(204);
    expect((await download(url)).status).toBe(404);
    expect((await download(`${url}?variant=small`)).status).toBe(404);
    expect((await deleteImage(session.token, url)).status).toBe(204);
  });

  it('accepts the absolute URL a browser resolves the image URL to', async () => {
    const { session } = uploader;
    const { url } = await uploadImage(session.token, await photoJpeg(400, 300));
    expect((await deleteImage(session.token, `${inject('baseUrl')}${url}`)).status).toBe(204);
    expect((await download(url)).status).toBe(404);
  });

  it.each(['garbage', 'https://example.com/cat.jpg', '/api/files/not-a-uuid'])(
    'answers 400 for the fileUrl %j',
    async (fileUrl) => {
      const { session } = uploader;
      const response = await deleteImage(session.token, fileUrl);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'fileUrl must be the URL of an uploaded image',
        code: 'file_url_not_uploaded',
      });
    },
  );

  it('answers 400 without a fileUrl and 401 without a token', async () => {
    const { session } = uploader;
    const missing = await api('DELETE', '/api/files/images', { token: session.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('fileUrl is required');
    expect(missing.body.fields).toEqual({ fileUrl: 'fileUrl is required' });
    expect(
      (await api('DELETE', `/api/files/images?fileUrl=${encodeURIComponent(`/api/files/${randomUUID()}`)}`))
        .status,
    ).toBe(401);
  });
});
