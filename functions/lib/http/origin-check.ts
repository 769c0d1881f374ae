import { timingSafeEqual } from 'node:crypto';
import { originConfig } from '../config';
import { ForbiddenError } from '../domain-errors';
import { type ApiEvent, headerOf } from './api-event';

/** The header CloudFront adds to every request it sends to the API (infra/constructs/web-distribution.ts). */
export const originVerifyHeader = 'x-origin-verify';

/**
 * The viewer's own address, which a CloudFront Function on the API's behaviour writes into every
 * request (over any value the viewer sent): behind CloudFront, the source address API Gateway sees
 * is an edge server's (infra/constructs/viewer-address.ts).
 */
export const viewerAddressHeader = 'x-viewer-address';

const sameText = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether the request carries CloudFront's secret: false wherever there is none (the local runtime). */
const cameThroughCloudFront = (event: ApiEvent): boolean => {
  const { ORIGIN_VERIFY_SECRET } = originConfig();
  return (
    ORIGIN_VERIFY_SECRET !== undefined &&
    sameText(headerOf(event, originVerifyHeader) ?? '', ORIGIN_VERIFY_SECRET)
  );
};

/**
 * In AWS the API answers only requests that came through CloudFront, whose security headers, WAF
 * and edge limits a caller of the execute-api URL would otherwise step around. The local runtime
 * has no CloudFront and no secret, so it checks nothing.
 */
export const checkOrigin = (event: ApiEvent): void => {
  if (originConfig().ORIGIN_VERIFY_SECRET === undefined) return;
  if (!cameThroughCloudFront(event)) throw new ForbiddenError('errors.notThroughSite');
};

/**
 * The address the caller connected from, for limits per address: the viewer's, as CloudFront
 * wrote it, when the request came through CloudFront; otherwise the source address (the local
 * runtime, where no CloudFront stands in between and a viewer-address header is the caller's own
 * claim, so ignored).
 */
export const clientAddress = (event: ApiEvent): string => {
  const viewer = headerOf(event, viewerAddressHeader)?.trim();
  return viewer && cameThroughCloudFront(event) ? viewer : event.requestContext.http.sourceIp;
};
