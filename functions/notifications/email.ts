import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { requiredEnv } from '../config';
import { countNotification } from '../observability/metrics';
import { countingCalls } from '../observability/aws-calls';
import { appendToOutbox, outboxFile } from './outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Created once per container, with the SDK's standard retries (throttling and 5xx, with backoff), traced. */
export const ses = countingCalls(new SESClient({ retryMode: 'standard', maxAttempts: 3 }), 'SES');

/** Email through SES in the cloud, into the local outbox on a laptop. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  try {
    await send(message);
  } catch (error) {
    countNotification('NotificationsFailed', 'email');
    throw error;
  }
  countNotification('NotificationsSent', 'email');
}

async function send({ to, subject, body }: EmailMessage): Promise<void> {
  const outbox = outboxFile();
  if (outbox) return appendToOutbox(outbox, { channel: 'email', to, subject, body });
  await ses.send(
    new SendEmailCommand({
      Source: requiredEnv('EMAIL_SENDER'),
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: subject, Charset: 'UTF-8' },
        Body: { Text: { Data: body, Charset: 'UTF-8' } },
      },
    }),
  );
}
