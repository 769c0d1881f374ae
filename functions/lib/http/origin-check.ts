import { timingSafeEqual } from 'node:crypto';
import { originConfig } from '../config';
import { ForbiddenError } from '../domain-errors';
import { type ApiEvent, headerOf } from './api-event';

/** The header CloudFront adds to every request it sends to the API (infra/constructs/web-distribution.ts). */
export const originVerifyHeader = 'x-origin-verify';

const sameText = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * In AWS the API answers only requests that came through CloudFront, whose security headers, WAF
 * and edge limits a caller of the execute-api URL would otherwise step around. The local runtime
 * has no CloudFront and no secret, so it checks nothing.
 */
export const checkOrigin = (event: ApiEvent): void => {
  const { ORIGIN_VERIFY_SECRET } = originConfig();
  if (ORIGIN_VERIFY_SECRET === undefined) return;
  if (!sameText(headerOf(event, originVerifyHeader) ?? '', ORIGIN_VERIFY_SECRET))
    throw new ForbiddenError('Requests must come through the site');
};
