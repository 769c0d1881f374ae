/**
 * CloudFront Function (JS 2.0 runtime) on viewer-request of the web app's default behaviour: a path whose
 * last segment has no file extension is a client-side route, so it gets the app shell. Done here rather
 * than with distribution error responses, which would also rewrite the API's own 403/404 JSON answers.
 * Kept as plain source text so a unit test can run the very code CloudFront runs.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  if (!/\\.[^/]*$/.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
