/**
 * The notifier port: one SMS to one phone. SNS on AWS; the embedded stack keeps an outbox in the
 * table, listed at /local/outbox.
 */
export interface Notifier {
  sendSms(message: Sms): Promise<void>;
}

export interface Sms {
  /** E.164, e.g. '+4520112233'. */
  phoneNumber: string;
  text: string;
  /** Why it was sent, for the outbox and logs, e.g. 'order <id> paid'. */
  reference: string;
}

export function unconfiguredNotifier(): Notifier {
  return {
    sendSms: () => Promise.reject(new Error('No SMS notifier is configured for this function')),
  };
}
