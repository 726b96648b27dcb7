/** An error whose status and plain-words message are safe to send to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const TOO_MANY_REQUESTS = 'Too many requests! Please try later.';
