import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { inject } from 'vitest';
import { requiredEnv } from '../../functions/config';
import { handler } from '../../functions/notifications/notify';
import { notifyFunction } from '../../functions/triggers';
import { TableStream } from '../../infra/local/table-stream';

/** Every batch the stream handed to the notify function in this test file, in order. */
export const handedOver: DynamoDBStreamEvent[] = [];

let stream: Promise<TableStream> | undefined;

/** This test file's table stream, read from its beginning, as the local host reads its own. */
function tableStream(): Promise<TableStream> {
  stream ??= TableStream.open({
    endpoint: inject('dynamoEndpoint'),
    tableName: requiredEnv('TABLE_NAME'),
    trigger: notifyFunction.stream,
    handler: (event) => {
      handedOver.push(event);
      return handler(event);
    },
    startAt: 'beginning',
  });
  return stream;
}

/**
 * Hands every change committed so far to the notify function, as the stream does, and resolves once
 * it has handled them. A record it fails on waits for the next call, as the stream retries it.
 */
export async function deliverNotifications(): Promise<void> {
  await (await tableStream()).drain();
}

/** Passes over the changes committed so far without notifying anyone (a test's own setup). */
export async function skipNotifications(): Promise<void> {
  await (await tableStream()).skipToEnd();
}

/**
 * SES and SNS stood in for (they cannot run here), every send accepted and recorded. `startAfresh`,
 * before each test: what earlier tests committed is theirs, and the sends recorded are this test's.
 */
export function mailAndTexts() {
  const ses = mockClient(SESClient);
  const sns = mockClient(SNSClient);
  return {
    ses,
    sns,
    startAfresh: async () => {
      await skipNotifications();
      ses.reset();
      sns.reset();
      ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
      sns.on(PublishCommand).resolves({ MessageId: 'sent' });
    },
  };
}
