import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { appendToOutbox, outboxFile } from './outbox';

export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

/** Created once per container, with the SDK's standard retries (throttling and 5xx, with backoff). */
export const sns = new SNSClient({ retryMode: 'standard', maxAttempts: 3 });

/** Text messages through SNS in the cloud, into the local outbox on a laptop. */
export async function sendSms({ to, body }: SmsMessage): Promise<void> {
  const outbox = outboxFile();
  if (outbox) return appendToOutbox(outbox, { channel: 'sms', to, subject: null, body });
  await sns.send(
    new PublishCommand({
      PhoneNumber: to,
      Message: body,
      // Transactional: delivered first, and to numbers that opted out of marketing messages.
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}

/** Where text messages go, in words (the test SMS answers with it). */
export const smsProvider = () => (outboxFile() ? 'local outbox' : 'Amazon SNS');
