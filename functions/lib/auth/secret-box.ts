import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SigningKey, TokenKeys } from './access-token';

/**
 * Seals small secrets kept in the table (the two-step secret) with AES-256-GCM, under a key derived
 * (HKDF, a label of its own) from the JWT signing secret: a copy of the table alone (a backup, an
 * export, a read-only role) then holds no usable secret. The sealed text names the signing key it
 * came from, so it still opens after one rotation of the secret; whoever reseals it on use moves it
 * to the current key.
 */
const label = 'recipe-planner:secret-box:v1';

const boxKey = (key: SigningKey) => Buffer.from(hkdfSync('sha256', key.secret, Buffer.alloc(0), label, 32));

/** `v1.<kid>.<iv>.<ciphertext>.<tag>`, base64url parts. */
export const seal = (plain: string, keys: TokenKeys): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(keys.current), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', keys.current.kid, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The plain text, or undefined when it was sealed under a key no longer current or previous (or tampered with). */
export const open = (sealed: string, keys: TokenKeys): string | undefined => {
  const [version, kid, iv, text, tag] = sealed.split('.');
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.kid === kid);
  if (version !== 'v1' || !key || !iv || !text || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
};
