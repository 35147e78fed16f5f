import { SSMClient } from '@aws-sdk/client-ssm';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { requiredEnv } from '../config';
import { countingCalls } from '../observability/aws-calls';

/**
 * The VAPID keys push messages are signed with (docs/decisions.md, Web Push). On a laptop and in the
 * tests the host hands them over in the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, made once
 * into the data folder); in AWS the environment names two SSM parameters, the private key a
 * SecureString, read once per container.
 */

// A container lives hours at most: a rotated key reaches new containers, and old ones within a day.
const KEEP_SECONDS = 24 * 60 * 60;

/** Created once per container, with the SDK's standard retries, its calls counted (nothing is sent until a key is read). */
const parameters = new SSMProvider({
  awsSdkV3Client: countingCalls(new SSMClient({ retryMode: 'standard', maxAttempts: 3 }), 'SSM'),
});

async function parameter(nameVariable: string, decrypt: boolean): Promise<string> {
  const name = requiredEnv(nameVariable);
  const value = await parameters.get(name, { decrypt, maxAge: KEEP_SECONDS });
  if (!value) throw new Error(`The SSM parameter ${name} (${nameVariable}) is empty`);
  return value;
}

/** The key browsers subscribe with (PushManager.subscribe's applicationServerKey), base64url. */
export async function vapidPublicKey(): Promise<string> {
  return process.env.VAPID_PUBLIC_KEY || parameter('VAPID_PUBLIC_KEY_PARAMETER', false);
}

export interface VapidDetails {
  /** Who push services may contact about our messages: a mailto: or https: URL. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Both keys and the subject, for signing a push request. */
export async function vapidDetails(): Promise<VapidDetails> {
  const [publicKey, privateKey] = await Promise.all([
    vapidPublicKey(),
    process.env.VAPID_PRIVATE_KEY || parameter('VAPID_PRIVATE_KEY_PARAMETER', true),
  ]);
  return { subject: requiredEnv('VAPID_SUBJECT'), publicKey, privateKey };
}
