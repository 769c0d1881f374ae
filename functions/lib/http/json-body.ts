import type middy from '@middy/core';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { type ApiEvent, type ApiResult, headerOf } from './api-event';

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
export const maxJsonBodyBytes = 64 * 1024;

/** Parses a JSON request body into `event.jsonBody`; refuses other media types, oversize and malformed JSON. */
export const jsonBody = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  before: ({ event }) => {
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
    if (raw.byteLength > maxJsonBodyBytes) {
      throw new PayloadTooLargeError(`Request body is too large (at most ${maxJsonBodyBytes / 1024} KB)`);
    }
    const mediaType = headerOf(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') throw new UnsupportedMediaTypeError();
    try {
      event.jsonBody = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequestError('Request body is not valid JSON');
    }
  },
});
