import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { countNotification } from '../observability/metrics';
import { countingCalls } from '../observability/aws-calls';
import { appendToOutbox, outboxFile } from './outbox';

export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

/** Created once per container, with the SDK's standard retries (throttling and 5xx, with backoff), traced. */
export const sns = countingCalls(new SNSClient({ retryMode: 'standard', maxAttempts: 3 }), 'SNS');

/** Text messages through SNS in the cloud, into the local outbox on a laptop. */
export async function sendSms(message: SmsMessage): Promise<void> {
  try {
    await send(message);
  } catch (error) {
    countNotification('NotificationsFailed', 'sms');
    throw error;
  }
  countNotification('NotificationsSent', 'sms');
}

async function send({ to, body }: SmsMessage): Promise<void> {
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
