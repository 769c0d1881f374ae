import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for tests through the HTTP API without a browser: it makes
 * an ES256 credential and answers WebAuthn's registration and sign-in the way a browser reports an
 * authenticator's answer (RegistrationResponseJSON, AuthenticationResponseJSON), with "none"
 * attestation. Only the CBOR the answers need is written here (maps, integers, byte and text strings).
 */
const head = (major: number, length: number): number[] => {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  if (length < 65_536) return [(major << 5) | 25, length >> 8, length & 255];
  return [(major << 5) | 26, (length >>> 24) & 255, (length >> 16) & 255, (length >> 8) & 255, length & 255];
};

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  return Buffer.concat([
    Buffer.from(head(5, value.size)),
    ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]),
  ]);
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** User present and verified (0x01 | 0x04). */
const presentAndVerified = 0x05;
const attestedData = 0x40;

export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export const createSoftAuthenticator = (origin: string) => {
  const rpIdHash = sha256(new URL(origin).hostname);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** The answer to registration options (`{ challenge, user: { id } }`), and the passkey it made. */
    register(options: { challenge: string; user: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const rawId = randomBytes(32);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([presentAndVerified | attestedData]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        rawId,
        cbor(cose),
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const passkey: SoftPasskey = { id: b64(rawId), privateKey, userHandle: options.user.id, counter: 0 };
      const response = {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
      return { passkey, response };
    },

    /** The answer to sign-in options with this passkey; each answer counts one more signature. */
    signIn(passkey: SoftPasskey, options: { challenge: string }, counter = passkey.counter + 1) {
      passkey.counter = counter;
      const authData = Buffer.concat([rpIdHash, Buffer.from([presentAndVerified]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
};
