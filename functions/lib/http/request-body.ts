import type middy from '@middy/core';
import { maxUploadBytes } from '#shared/files/file-schemas';
import { InvalidInputError, TooLargeError, UnsupportedFormatError } from '../domain-errors';
import { type ApiEvent, type ApiResult, headerOf } from './api-event';

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
export const maxJsonBodyBytes = 64 * 1024;
/** A multipart body is the file plus a few hundred bytes of part headers and boundaries. */
const maxMultipartBytes = maxUploadBytes + 16 * 1024;

export interface BodyRules {
  bodyType: 'json' | 'multipart';
  /** JSON bodies only; `maxJsonBodyBytes` unless the route says otherwise. */
  maxBodyBytes: number;
}

/**
 * Reads the request body as its route expects: JSON is size-checked and parsed into
 * `event.jsonBody`; multipart is size-checked and handed on raw as `event.rawBody`. Any other
 * media type is refused (415), malformed JSON is a 400 and an oversize body a 413.
 */
export const requestBody = (
  rulesOf: (routeKey: string) => BodyRules,
): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  before: ({ event }) => {
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
    const mediaType = headerOf(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();

    const { bodyType, maxBodyBytes } = rulesOf(event.routeKey);
    if (bodyType === 'multipart') {
      if (raw.byteLength > maxMultipartBytes) {
        throw new TooLargeError('errors.fileTooLarge', { megabytes: String(maxUploadBytes / 1024 / 1024) });
      }
      if (mediaType !== 'multipart/form-data') {
        throw new UnsupportedFormatError('errors.uploadAsMultipart');
      }
      event.rawBody = raw;
      return;
    }

    if (raw.byteLength > maxBodyBytes) {
      throw new TooLargeError('errors.bodyTooLarge', { kilobytes: String(Math.floor(maxBodyBytes / 1024)) });
    }
    if (mediaType !== 'application/json') throw new UnsupportedFormatError('errors.bodyNotJsonType');
    try {
      event.jsonBody = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new InvalidInputError('errors.invalidJson');
    }
  },
});
