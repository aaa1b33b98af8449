import { ConflictError } from '../http/errors';

/**
 * The version a save of an edited record is checked against: the one the client sent (its form was
 * loaded at it), else the one just read. A client whose form is older than the stored record is
 * refused here, before anything of its save is written; two saves that both get past this are
 * decided by the conditional write (see defineEntity's `update`).
 */
export function versionToSave(stored: { version?: number }, sent: number | undefined): number {
  const current = stored.version ?? 0;
  if (sent !== undefined && sent !== current) throw new ConflictError();
  return current;
}
