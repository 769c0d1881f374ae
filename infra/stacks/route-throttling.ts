/**
 * Per-route limits in API Gateway (requests a second across all callers, and the burst), far below
 * the stage's 50/100 for the routes an attacker would hammer: password guessing (login), account
 * spam (register), token grinding (refresh), outbound fetching (import) and the public calendar
 * feed (its token cannot be guessed; the limit caps what polling or a flood of guesses costs). Keyed by route key; a
 * key is applied only while the route table has that route (API Gateway refuses settings for a
 * route that does not exist), so the import route's limit waits here for its route.
 */
export const routeThrottling: Record<string, { rateLimit: number; burstLimit: number }> = {
  'POST /api/users/login': { rateLimit: 5, burstLimit: 10 },
  'POST /api/users/register': { rateLimit: 1, burstLimit: 5 },
  'POST /api/users/refresh-token': { rateLimit: 10, burstLimit: 20 },
  'POST /api/recipes/import': { rateLimit: 2, burstLimit: 5 },
  'GET /api/calendar/{feedFile}': { rateLimit: 10, burstLimit: 20 },
};
