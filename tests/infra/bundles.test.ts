import { describe, expect, it } from 'vitest';
import { bundle, LAMBDAS, packagesIn } from '../../bench/bundles';
import type { Capability } from '../../functions/routes';

/** The SDK clients a function may carry, by what it uses (docs/decisions.md, Lambda bundles). */
const CLIENT_FOR: Record<string, (uses: readonly Capability[]) => boolean> = {
  '@aws-sdk/client-dynamodb': () => true,
  '@aws-sdk/client-s3': (uses) => uses.includes('imports:put') || uses.includes('imports:get'),
  '@aws-sdk/client-ses': (uses) => uses.includes('email'),
  '@aws-sdk/client-sns': (uses) => uses.includes('sms'),
  '@aws-sdk/client-lambda': (uses) => uses.includes('audit:invoke'),
};

describe('Lambda bundles, as the stack bundles them', () => {
  it('carry each SDK client only where the function uses its service', async () => {
    const found = await Promise.all(
      LAMBDAS.map(async ({ handler, uses }) => {
        const packages = packagesIn((await bundle(handler)).metafile);
        return {
          handler,
          clients: Object.keys(CLIENT_FOR).filter((client) => packages.has(client)),
          expected: Object.entries(CLIENT_FOR)
            .filter(([, needed]) => needed(uses))
            .map(([client]) => client),
          strays: [...packages.keys()].filter((name) =>
            /^@aws-sdk\/(client-dynamodb-streams|credential-provider-(node|ini|sso|process))$/.test(name),
          ),
        };
      }),
    );
    for (const { handler, clients, expected, strays } of found) {
      expect(clients, handler).toEqual(expected);
      // Lambda hands the role's credentials in the environment: the rest of the chain stays out.
      expect(strays, handler).toEqual([]);
    }
    // Only the upload and import functions talk to S3.
    expect(
      found
        .filter((fn) => fn.clients.includes('@aws-sdk/client-s3'))
        .map((fn) => fn.handler)
        .sort(),
    ).toEqual([
      'imports/import-lines',
      'imports/import-schedule',
      'imports/upload-lines',
      'imports/upload-schedule',
    ]);
  });
});
