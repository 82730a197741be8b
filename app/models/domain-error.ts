/**
 * An expected failure of a domain rule, with the HTTP status it maps to and a message a person
 * can read. Routes turn it into a "STATUS: message" body for /api, or a page's toast or form
 * error, titled by the page (the domain says what went wrong, not how a screen heads it).
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    /** For a refusal that passes with time: when to try again (Retry-After on /api). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
