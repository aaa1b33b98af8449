import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An e-mail the Cognito stand-in "sent": on AWS Cognito e-mails it (a password reset code to the
 * user's verified address); locally cognito-local hands it to the sender cognito-preload.cjs puts
 * in, which appends it to a file in the stack's data directory, one JSON object a line.
 */
export interface CognitoEmail {
  sentAt: string;
  userName: string;
  /** The address it would have gone to. */
  destination: string;
  medium: 'EMAIL' | 'SMS';
  /** The code the user types in (a password reset's). */
  code: string;
  subject: string;
  text: string;
}

/** Where the stand-in of the data directory's `cognito` folder keeps its e-mails. */
export const cognitoEmailFile = (cognitoDirectory: string): string =>
  join(cognitoDirectory, 'emails.jsonl');

const isEmail = (value: unknown): value is CognitoEmail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CognitoEmail).sentAt === 'string' &&
  typeof (value as CognitoEmail).userName === 'string' &&
  typeof (value as CognitoEmail).code === 'string';

/** The e-mails in the file, newest first, at most `limit`; none before the first one. */
export function readCognitoEmails(file: string, limit = 100): CognitoEmail[] {
  if (!existsSync(file)) return [];
  const emails: CognitoEmail[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isEmail(parsed)) emails.push(parsed);
    } catch {
      // A line cut short by a crash mid-write: the others still count.
    }
  }
  return emails.reverse().slice(0, limit);
}
