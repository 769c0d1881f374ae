/**
 * A JSON caller of the local runtime's API for the scripts run by hand (bench, load): each call
 * answers the parsed body or throws with the status and body. A runtime just started (DynamoDB
 * Local warming up on a busy machine) may answer 503 at first, so a 503 is tried again, up to 5 times.
 */
export const jsonApi =
  (baseUrl: string) =>
  async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 503 && attempt < 5) {
        await new Promise((done) => setTimeout(done, 500 * attempt));
        continue;
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    }
  };
