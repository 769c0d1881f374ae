/**
 * Per-route limits in API Gateway (requests a second across all callers, and the burst): a cost
 * cap only. They count every caller together, so a tight one would let one client's flood refuse
 * everyone; the limits that refuse a flood are per client, in the functions
 * (shared/http/client-limits.ts). These sit well above a community's peak: with 1,000 members
 * (about 2 sign-ins, 1 sign-up and 5 token refreshes a second at a busy moment, each member's
 * access token lasting 15 minutes), and at most what we accept paying for a flood from many
 * addresses: sign-in (scrypt, 128 MB, ~0.3 s each) 20/s is about 6 functions busy; the stage's
 * 50/s default covers every other route.
 *
 * | route                        | rate/s | burst |
 * |------------------------------|--------|-------|
 * | POST /api/users/login        | 20     | 40    |
 * | POST /api/users/register     | 10     | 20    |
 * | POST /api/users/refresh-token| 40     | 80    |
 * | POST /api/recipes/import     | 10     | 20    |
 * | GET /api/calendar/{feedFile} | 40     | 80    |
 *
 * Keyed by route key; a key is applied only while the route table has that route (API Gateway
 * refuses settings for a route that does not exist).
 */
export const routeThrottling: Record<string, { rateLimit: number; burstLimit: number }> = {
  'POST /api/users/login': { rateLimit: 20, burstLimit: 40 },
  'POST /api/users/register': { rateLimit: 10, burstLimit: 20 },
  'POST /api/users/refresh-token': { rateLimit: 40, burstLimit: 80 },
  'POST /api/recipes/import': { rateLimit: 10, burstLimit: 20 },
  'GET /api/calendar/{feedFile}': { rateLimit: 40, burstLimit: 80 },
};
