/** Errors a handler may throw; the error middleware turns each into `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message, { 'www-authenticate': 'Bearer' });
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Request body must be JSON (content-type application/json)') {
    super(415, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message, { 'retry-after': '5' });
  }
}
