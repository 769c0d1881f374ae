/** One JSON request to the local runtime's API: the status and the body's text, whatever the status. */
export const sendJson = async (
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ok: response.ok, text: await response.text() };
};

/** A body's text as JSON, an empty one as undefined. */
export const parsedBody = (text: string) => (text ? JSON.parse(text) : undefined);

/**
 * A JSON caller of the local runtime's API for the scripts run by hand (bench, load): each call
 * answers the parsed body or throws with the status and body. A runtime just started (DynamoDB
 * Local warming up on a busy machine) may answer 503 at first, so a 503 is tried again, up to 5 times.
 */
export const jsonApi =
  (baseUrl: string) =>
  async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const { status, ok, text } = await sendJson(baseUrl, method, path, body, token);
      if (status === 503 && attempt < 5) {
        await new Promise((done) => setTimeout(done, 500 * attempt));
        continue;
      }
      if (!ok) throw new Error(`${method} ${path}: ${status} ${text}`);
      return parsedBody(text) as T;
    }
  };
