import { viewerAddressHeader } from '#functions';

/**
 * CloudFront Function (JS 2.0 runtime) on viewer-request of the API's behaviour: writes the viewer's
 * IP address into `x-viewer-address`, over any value the viewer sent, so the per-address sign-in
 * limit counts the user's address rather than the edge server's (the only source address API
 * Gateway sees). The API believes it only beside CloudFront's origin secret (clientAddress in
 * functions/lib/http/origin-check.ts).
 *
 * Why a function rather than the `CloudFront-Viewer-Address` header: the API behaviour must forward
 * every viewer header but Host (Authorization reaches an origin only that way with caching off,
 * and API Gateway routes by its own Host). A custom origin request policy can either drop Host
 * (`allExcept`) or add CloudFront headers (`allViewerAndWhitelistCloudFront`, which forwards Host),
 * not both; whether the managed AllViewerExceptHostHeader policy adds CloudFront-Viewer-Address is
 * not something the synthesized template can show. A header written by this function is.
 * Kept as plain source text so a unit test can run the very code CloudFront runs.
 */
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}
`;
