import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { putImportFile, readImportFile, s3 } from '../../functions/imports/bucket';
import { sendEmail, ses } from '../../functions/notifications/email';
import { sendSms, sns } from '../../functions/notifications/sms';

// The cloud's configuration: no local outbox, no s3rver.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  delete process.env.S3_ENDPOINT;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    EMAIL_SENDER: 'pigskin@example.com',
    IMPORTS_BUCKET: 'pigskin-imports',
  });
});

const EMAIL = {
  to: 'ann@example.com',
  subject: 'Kickoff soon: KC @ BUF',
  body: 'Pigskin: KC @ BUF kicks off.',
};
const SMS = { to: '+15550000001', body: 'Pigskin: Ben accepted your bet.' };

describe('the commands each adapter sends', () => {
  const sesMock = mockClient(SESClient);
  const snsMock = mockClient(SNSClient);
  const s3Mock = mockClient(S3Client);
  afterEach(() => {
    for (const mock of [sesMock, snsMock, s3Mock]) mock.reset();
  });
  // The retry tests below send through the clients' real middleware.
  afterAll(() => {
    for (const mock of [sesMock, snsMock, s3Mock]) mock.restore();
  });

  it('sends email with SES: the sender as source, one recipient, subject and text body in UTF-8', async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sendEmail(EMAIL);
    expect(sesMock.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
      {
        Source: 'pigskin@example.com',
        Destination: { ToAddresses: ['ann@example.com'] },
        Message: {
          Subject: { Data: 'Kickoff soon: KC @ BUF', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Pigskin: KC @ BUF kicks off.', Charset: 'UTF-8' } },
        },
      },
    ]);
  });

  it('sends SMS with SNS: to the phone number, the message, as a transactional text', async () => {
    snsMock.on(PublishCommand).resolves({ MessageId: 'm-2' });
    await sendSms(SMS);
    expect(snsMock.commandCalls(PublishCommand).map((call) => call.args[0].input)).toEqual([
      {
        PhoneNumber: '+15550000001',
        Message: 'Pigskin: Ben accepted your bet.',
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      },
    ]);
  });

  it('puts an upload in the CSV bucket under its kind and id, with who sent it, and reads it back', async () => {
    s3Mock.on(PutObjectCommand).resolves({});
    s3Mock
      .on(GetObjectCommand)
      .resolves({ Body: { transformToString: () => Promise.resolve('game_id\n1') } as never });
    await putImportFile('lines', 'upload-1', 'game_id\n1', 'admin@example.com');
    const text = await readImportFile('pigskin-imports', 'imports/lines/upload-1.csv');

    expect(s3Mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      {
        Bucket: 'pigskin-imports',
        Key: 'imports/lines/upload-1.csv',
        Body: 'game_id\n1',
        ContentType: 'text/csv; charset=utf-8',
        Metadata: { 'uploaded-by': 'admin@example.com' },
      },
    ]);
    expect(s3Mock.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'pigskin-imports', Key: 'imports/lines/upload-1.csv' },
    ]);
    expect(text).toBe('game_id\n1');
  });
});

interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * Answers a client's requests at the HTTP layer, below its retry and its parsing, so the SDK's own
 * retry strategy and error handling run as they do against AWS. Answers how many requests were made.
 */
function answerHttp(
  client: { middlewareStack: { remove: (name: string) => boolean } },
  answers: HttpAnswer[],
): { attempts: () => number; restore: () => void } {
  let attempts = 0;
  const name = 'answerHttp';
  (client.middlewareStack as unknown as { add: (...args: unknown[]) => void }).add(
    () => () => {
      const answer = answers[Math.min(attempts, answers.length - 1)];
      attempts += 1;
      return Promise.resolve({
        response: {
          statusCode: answer?.status ?? 500,
          headers: { 'content-type': 'text/xml' },
          body: new TextEncoder().encode(answer?.body ?? ''),
        },
      });
    },
    // Inside the deserializer (which parses the answer) and the retry (which decides to try again).
    { step: 'deserialize', priority: 'low', name },
  );
  return { attempts: () => attempts, restore: () => client.middlewareStack.remove(name) };
}

const queryError = (code: string, message: string) =>
  `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>r</RequestId></ErrorResponse>`;

describe('retries, through the SDK clients as created for Lambda', () => {
  let restore = () => {};
  afterEach(() => restore());

  /**
   * Sends once against a passing error then success: tried again, two requests, no error. Then once
   * against a lasting error: one request, and the caller gets the error as the SDK names it.
   */
  async function expectRetriedOnlyWhenWorthIt(
    client: Parameters<typeof answerHttp>[0],
    answers: { passing: HttpAnswer; success: HttpAnswer; lasting: HttpAnswer },
    send: () => Promise<unknown>,
    lastingError: Record<string, string>,
  ) {
    const passing = answerHttp(client, [answers.passing, answers.success]);
    restore = passing.restore;
    await send();
    expect(passing.attempts()).toBe(2);
    passing.restore();

    const lasting = answerHttp(client, [answers.lasting]);
    restore = lasting.restore;
    await expect(send()).rejects.toMatchObject(lastingError);
    expect(lasting.attempts()).toBe(1);
  }

  it('SES: a throttled send is tried again and goes through; a rejected one fails at once', () =>
    expectRetriedOnlyWhenWorthIt(
      ses,
      {
        passing: { status: 400, body: queryError('Throttling', 'Maximum sending rate exceeded.') },
        success: {
          status: 200,
          body: '<SendEmailResponse><SendEmailResult><MessageId>m-3</MessageId></SendEmailResult></SendEmailResponse>',
        },
        lasting: { status: 400, body: queryError('MessageRejected', 'Email address is not verified.') },
      },
      () => sendEmail(EMAIL),
      { name: 'MessageRejected', message: 'Email address is not verified.' },
    ));

  it('SNS: a throttled publish is tried again and goes through; an invalid number fails at once', () =>
    expectRetriedOnlyWhenWorthIt(
      sns,
      {
        passing: { status: 400, body: queryError('Throttling', 'Rate exceeded') },
        success: {
          status: 200,
          body: '<PublishResponse><PublishResult><MessageId>m-4</MessageId></PublishResult></PublishResponse>',
        },
        lasting: { status: 400, body: queryError('InvalidParameter', 'Invalid parameter: PhoneNumber') },
      },
      () => sendSms(SMS),
      { name: 'InvalidParameterException' },
    ));

  it('S3: a slowed-down upload is tried again and goes through; a refused one fails at once', () =>
    expectRetriedOnlyWhenWorthIt(
      s3,
      {
        passing: {
          status: 503,
          body: '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        },
        success: { status: 200, body: '' },
        lasting: {
          status: 403,
          body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        },
      },
      () => putImportFile('schedule', 'upload-2', 'game_id', 'admin@example.com'),
      { name: 'AccessDenied' },
    ));
});
