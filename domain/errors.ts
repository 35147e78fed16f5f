/**
 * Errors a rule or a handler raises on purpose. Each carries the HTTP status it maps to, and its
 * message is what the user reads (`{ "message": "..." }`), so it is written for them.
 */
export abstract class PigskinError extends Error {
  abstract readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429;
  /** What kind of refusal this is, for the log line (class names do not survive minification). */
  abstract readonly code: string;
}

/** 400: the request itself is wrong (a field, a format, a token that does not work). */
export class InvalidRequest extends PigskinError {
  readonly status = 400;
  readonly code = 'invalid_request';
}

/** 401: nobody is signed in, or the session cannot be trusted. */
export class NotSignedIn extends PigskinError {
  readonly status = 401;
  readonly code = 'not_signed_in';
  constructor(message = 'You are not signed in') {
    super(message);
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends PigskinError {
  readonly status = 403;
  readonly code: string = 'forbidden';
}

/**
 * docs/product.md, Access and roles: the exact text the web app recognises to show the Account Inactive page.
 */
export const ACCOUNT_INACTIVE = 'Account is inactive';

/**
 * docs/product.md, Access and roles: why a session an admin's deactivation or pause ended is refused,
 * once the account is active again; the web app recognises it to say so (docs/product.md, Routing).
 */
export const SIGNED_OUT_BY_ADMIN =
  'An administrator paused or deactivated your account, which signed you out. Please sign in again.';

export class AccountInactive extends Forbidden {
  override readonly code = 'account_inactive';
  constructor() {
    super(ACCOUNT_INACTIVE);
  }
}

export class NotFound extends PigskinError {
  readonly status = 404;
  readonly code = 'not_found';
}

/** 409: the request was fine but the state has moved on (already accepted, not enough balance, ...). */
export class Conflict extends PigskinError {
  readonly status = 409;
  readonly code = 'conflict';
}

/** 413: the request is more than the call takes (an upload's size or rows), refused before any work. */
export class TooLarge extends PigskinError {
  readonly status = 413;
  readonly code = 'too_large';
}

/** 429: this caller has used up a limit for now; `retryAfterSeconds` says when it frees up. */
export class TooManyRequests extends PigskinError {
  readonly status = 429;
  readonly code = 'too_many_requests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
