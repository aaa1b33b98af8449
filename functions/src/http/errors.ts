import { fieldErrorsOf, RECORD_CHANGED_MESSAGE } from '@inroom/shared';
import type { ZodError } from 'zod';

/** A typed error a handler throws; the wrapper turns it into `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside `error`, e.g. the current order a lost race is told about. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'bad_request', message, fields);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = 'Sign-in required') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'Not allowed') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

/** A lost race: the store's conditional write failed because someone else changed the item. */
export class ConflictError extends ApiError {
  constructor(message = RECORD_CHANGED_MESSAGE, extra?: Record<string, unknown>) {
    super(409, 'conflict', message, undefined, extra);
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor(message = 'Request body too large') {
    super(413, 'payload_too_large', message);
  }
}

/** An answer that exists, but not in a form the request accepts (too large to go uncompressed). */
export class NotAcceptableError extends ApiError {
  constructor(message: string) {
    super(406, 'not_acceptable', message);
  }
}

/** Turns zod issues into a 400 with field-level messages keyed by dotted path, for forms to show. */
export function validationError(where: string, error: ZodError): BadRequestError {
  const fields = fieldErrorsOf(error, where);
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid ${where}: ${first[0]}: ${first[1]}` : `Invalid ${where}`;
  return new BadRequestError(message, fields);
}
