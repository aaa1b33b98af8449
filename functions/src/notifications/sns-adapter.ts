import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { Notifier } from './port';

/** E.164: a '+', a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The notifier port on Amazon SNS: one `Publish` straight to the phone number (no topic). Only the
 * payments function uses it, so only its bundle carries the SNS client.
 *
 * SMS type Transactional: SNS delivers it on the more reliable routes and sends it even to numbers
 * that opted out of promotional messages, which is what an order to answer within minutes needs.
 */
export function snsNotifier(client: SNSClient = new SNSClient({})): Notifier {
  return {
    async sendSms({ phoneNumber, text }) {
      // SNS would answer an invalid number with a vague InvalidParameter; say which one it was.
      if (!E164.test(phoneNumber)) throw new Error(`Not an E.164 phone number: ${phoneNumber}`);
      await client.send(
        new PublishCommand({
          PhoneNumber: phoneNumber,
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
    },
  };
}
