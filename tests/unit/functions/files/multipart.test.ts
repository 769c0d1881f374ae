import { describe, expect, it } from 'vitest';
import { readUploadedFile } from '#functions/files/multipart';
import { DomainError } from '#functions/lib/domain-errors';
import { toHttpFailure } from '#functions/lib/http/error-handler';
import { maxUploadBytes } from '#shared/files/file-schemas';

/** The bytes and content type a browser sends for this form. */
const encode = async (form: FormData) => {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? undefined,
  };
};

const formWith = (parts: Record<string, Blob | string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'upload.bin');
  }
  return form;
};

const failure = async (body: Buffer, contentType: string | undefined) => {
  const error = await readUploadedFile(body, contentType).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { statusCode, message } = toHttpFailure(error) ?? {};
  return { statusCode, message };
};

describe('readUploadedFile', () => {
  it('returns the bytes of the part named file, whatever other parts there are', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 13, 10, 45, 45, 255]);
    const { body, contentType } = await encode(
      formWith({ title: 'Pancakes', other: new Blob(['ignored']), file: new Blob([bytes]) }),
    );
    expect(await readUploadedFile(body, contentType)).toEqual(bytes);
  });

  it('takes exactly the maximum size', async () => {
    const { body, contentType } = await encode(
      formWith({ file: new Blob([Buffer.alloc(maxUploadBytes, 7)]) }),
    );
    expect((await readUploadedFile(body, contentType)).byteLength).toBe(maxUploadBytes);
  });

  it('refuses one byte more with 413', async () => {
    const { body, contentType } = await encode(
      formWith({ file: new Blob([Buffer.alloc(maxUploadBytes + 1)]) }),
    );
    expect(await failure(body, contentType)).toEqual({
      statusCode: 413,
      message: 'File is too large (at most 4 MB)',
    });
  });

  it.each([
    ['no file part', formWith({ title: 'Pancakes' })],
    ['a file under another name', formWith({ image: new Blob(['abc']) })],
    ['an empty file', formWith({ file: new Blob([]) })],
  ])('asks for a file when the form has %s', async (_, form) => {
    const { body, contentType } = await encode(form);
    expect(await failure(body, contentType)).toEqual({ statusCode: 400, message: 'Choose a file to upload' });
  });

  it.each([
    ['a missing boundary', Buffer.from('--x\r\n'), 'multipart/form-data'],
    ['no content type', Buffer.from('--x\r\n'), undefined],
    [
      'a body cut off mid-part',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'),
      'multipart/form-data; boundary=x',
    ],
    ['garbage', Buffer.from('not multipart at all'), 'multipart/form-data; boundary=x'],
  ])('answers 400 for %s', async (_, body, contentType) => {
    expect((await failure(body, contentType)).statusCode).toBe(400);
  });
});
