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
  /**
   * The same for every attempt at the same message (e.g. 'order:<id>:new-order:<contactId>'): a
   * channel that can tell a repeat (the embedded stack's outbox) keeps one message per key. SNS
   * cannot, so there the sender's claim on the order is what keeps a retry from texting twice.
   */
  dedupeKey: string;
  /** 1 for the first try of this message, 2 for the first retry, ... */
  attempt: number;
}

export function unconfiguredNotifier(): Notifier {
  return {
    sendSms: () => Promise.reject(new Error('No SMS notifier is configured for this function')),
  };
}
