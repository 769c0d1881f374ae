import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { spaRewriteCode } from '../../infra/constructs/spa-rewrite';

type Handler = (event: { request: { uri: string } }) => { uri: string };
const handler = runInNewContext(`${spaRewriteCode}; handler`) as Handler;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite CloudFront function', () => {
  it.each(['/', '/recipes', '/recipes/abc', '/recipes/abc/', '/groups/g1/plan'])(
    'serves the app shell for the client-side route %s',
    (uri) => expect(rewrite(uri)).toBe('/index.html'),
  );

  it.each(['/index.html', '/assets/app-3f2a1b.js', '/favicon.ico', '/v1.2/file.txt'])(
    'leaves the file %s alone',
    (uri) => expect(rewrite(uri)).toBe(uri),
  );

  it('treats a dot in a folder name as part of a route', () => {
    expect(rewrite('/v1.2/recipes')).toBe('/index.html');
  });
});
