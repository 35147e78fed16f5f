/**
 * Lambda, SES and SNS cannot run here, so this stands in for them at the network: the signed requests
 * functions/aws-fetch.ts sends them are recorded and answered as AWS answers, and every other fetch
 * (s3rver, the identity provider) goes out as usual. Tests then assert exactly what would be sent.
 */
type FakedService = 'lambda' | 'ses' | 'sns';

interface SentRequest {
  service: FakedService;
  url: URL;
  headers: Headers;
  body: string;
}

const SERVICE_BY_HOST_PREFIX: Record<string, FakedService> = { lambda: 'lambda', email: 'ses', sns: 'sns' };

export class FakeAws {
  private sent: SentRequest[] = [];
  private readonly failures = new Map<FakedService, string>();

  /** Forgets what was sent and answers every request successfully again. */
  reset(): void {
    this.sent = [];
    this.failures.clear();
  }

  /** The service refuses every request from now on, as a throttled or failing service does. */
  fail(service: FakedService, message: string): void {
    this.failures.set(service, message);
  }

  succeed(service: FakedService): void {
    this.failures.delete(service);
  }

  requests(service: FakedService): SentRequest[] {
    return this.sent.filter((request) => request.service === service);
  }

  /** Lambda Invoke requests: the function, the invocation type and the event. */
  invocations() {
    return this.requests('lambda').map(({ url, headers, body }) => ({
      functionName: decodeURIComponent(/\/functions\/([^/]+)\/invocations$/.exec(url.pathname)?.[1] ?? ''),
      invocationType: headers.get('x-amz-invocation-type'),
      payload: JSON.parse(body) as unknown,
    }));
  }

  /** SES v2 SendEmail requests, as the mail they send. */
  emails() {
    return this.requests('ses').map(({ body }) => {
      const input = JSON.parse(body) as {
        FromEmailAddress: string;
        Destination: { ToAddresses: string[] };
        Content: { Simple: { Subject: { Data: string }; Body: { Text: { Data: string } } } };
      };
      return {
        to: input.Destination.ToAddresses,
        from: input.FromEmailAddress,
        subject: input.Content.Simple.Subject.Data,
        body: input.Content.Simple.Body.Text.Data,
      };
    });
  }

  /** SNS Publish requests to phone numbers, as the texts they send. */
  texts() {
    return this.requests('sns').map(({ body }) => {
      const form = new URLSearchParams(body);
      return { to: form.get('PhoneNumber'), body: form.get('Message'), type: smsType(form) };
    });
  }

  async answer(service: FakedService, request: Request): Promise<Response> {
    this.sent.push({
      service,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    });
    const failure = this.failures.get(service);
    // A 400 like a throttled or refused call: aws4fetch does not retry it, so each attempt is one request.
    if (failure !== undefined) return Response.json({ message: failure }, { status: 400 });
    return service === 'lambda' ? new Response(null, { status: 202 }) : Response.json({ MessageId: 'sent' });
  }
}

function smsType(form: URLSearchParams): string | null {
  for (let entry = 1; form.has(`MessageAttributes.entry.${entry}.Name`); entry += 1) {
    if (form.get(`MessageAttributes.entry.${entry}.Name`) === 'AWS.SNS.SMS.SMSType')
      return form.get(`MessageAttributes.entry.${entry}.Value.StringValue`);
  }
  return null;
}

/** Routes this process's requests to Lambda, SES and SNS to a new FakeAws. */
export function fakeAws(): FakeAws {
  const fake = new FakeAws();
  const fetchOnline = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { hostname } = new URL(request.url);
    const [prefix = ''] = hostname.endsWith('.amazonaws.com') ? hostname.split('.') : [];
    const service = SERVICE_BY_HOST_PREFIX[prefix];
    return service ? fake.answer(service, request) : fetchOnline(input, init);
  };
  return fake;
}
