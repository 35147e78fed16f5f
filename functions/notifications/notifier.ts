import { AwsNotifier } from './aws-notifier';
import { OutboxNotifier } from './outbox-notifier';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface SmsMessage {
  to: string;
  body: string;
}

/** Sends email and SMS: SES and SNS in the cloud, the local outbox on a laptop (OUTBOX_FILE set). */
export interface Notifier {
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

export const notifier: Notifier = process.env.OUTBOX_FILE
  ? new OutboxNotifier(process.env.OUTBOX_FILE)
  : new AwsNotifier();
