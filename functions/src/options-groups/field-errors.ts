import { BadRequestError } from '../http/errors';

/**
 * Collects the rule failures of one request body, each at its dotted path ('optionsGroups.0.id'),
 * so one 400 carries every field a form must mark, in the shape a zod failure has.
 */
export class FieldErrors {
  private readonly fields: Record<string, string> = {};

  add(path: string, message: string): void {
    this.fields[path] ??= message;
  }

  /** Throws the 400 when any rule failed. */
  throwIfAny(): void {
    const first = Object.entries(this.fields)[0];
    if (first) throw new BadRequestError(`Invalid body: ${first[0]}: ${first[1]}`, this.fields);
  }
}

/** A 400 for one field of the body. */
export const fieldError = (path: string, message: string): BadRequestError =>
  new BadRequestError(`Invalid body: ${path}: ${message}`, { [path]: message });
