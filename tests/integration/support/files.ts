import { expect, inject } from 'vitest';

export interface UploadPart {
  bytes: Uint8Array;
  type: string;
  filename?: string;
}

/** Posts a multipart form as a browser does (FormData), with the image in the field `file`. */
export const upload = async (token: string | undefined, parts: Record<string, UploadPart>) => {
  const form = new FormData();
  for (const [name, { bytes, type, filename = 'upload' }] of Object.entries(parts)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  const response = await fetch(`${inject('baseUrl')}/api/files`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
};

export const uploadImage = async (token: string, bytes: Uint8Array, type = 'image/jpeg') => {
  const response = await upload(token, { file: { bytes, type, filename: 'photo' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { fileId: string; url: string };
};

/** GETs an image URL (no credentials: images are public) and returns its bytes. */
export const download = async (path: string) => {
  const response = await fetch(`${inject('baseUrl')}${path}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
