import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT, VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { FirewallStack } from '../../infra/aws/firewall';
import { PigskinStack } from '../../infra/aws/pigskin-stack';
import { testApp } from '../support/cdk-app';

const ACCOUNT = '123456789012';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
const resourcesOf = (template: Template, type: string) => template.findResources(type) as Resources;

/** The app as `-c waf=true` builds it (infra/aws/app.ts): the web ACL's stack, then Pigskin's in `region`. */
function appWithFirewall(region: string) {
  const app = testApp({
    context: { 'aws:cdk:bundling-stacks': [], [FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false },
  });
  const firewall = new FirewallStack(app, 'Pigskin-test-Firewall', {
    env: { account: ACCOUNT, region: 'us-east-1' },
  });
  const stack = new PigskinStack(app, 'Pigskin-test', {
    stage: 'test',
    adminEmails: 'admin@example.com',
    senderEmail: 'pigskin@example.com',
    authDomainPrefix: 'pigskin-test',
    alarmEmail: '',
    feedUrl: 'https://feed.example.com/games.csv',
    feedSeason: '',
    vapidPublicKeyParameter: '/pigskin/test/vapid-public-key',
    vapidPrivateKeyParameter: '/pigskin/test/vapid-private-key',
    webAclArn: firewall.webAclArn,
    crossRegionReferences: true,
    env: { account: ACCOUNT, region },
  });
  return { app, firewall, stack };
}

describe('the optional web ACL (-c waf=true)', () => {
  it('refuses to make a web ACL for CloudFront outside us-east-1', () => {
    expect(
      () => new FirewallStack(testApp(), 'Firewall', { env: { account: ACCOUNT, region: 'eu-west-1' } }),
    ).toThrow('A web ACL for CloudFront must be made in us-east-1, not eu-west-1');
  });

  it('blocks an address past 2,000 API requests in 5 minutes with a 429 the app can read', () => {
    const { firewall } = appWithFirewall('eu-west-1');
    const template = Template.fromStack(firewall);
    const [acl, ...others] = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    expect(others).toEqual([]);
    expect(acl?.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        {
          Priority: 0,
          Action: {
            Block: {
              CustomResponse: {
                ResponseCode: 429,
                CustomResponseBodyKey: 'too-many-requests',
                ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
              },
            },
          },
          Statement: {
            RateBasedStatement: {
              Limit: 2000,
              EvaluationWindowSec: 300,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: {
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                },
              },
            },
          },
        },
      ],
    });
    const body = (
      acl?.Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>
    )['too-many-requests'];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body?.Content ?? '')).toEqual({
      message: expect.stringContaining('Too many requests'),
    });
  });

  it.each(['eu-west-1', 'us-east-1'])(
    "puts the web ACL made in us-east-1 in front of CloudFront, with the app's stack in %s",
    (region) => {
      const { firewall, stack } = appWithFirewall(region);
      const aclId = Object.keys(Template.fromStack(firewall).findResources('AWS::WAFv2::WebACL'))[0] ?? '';
      const app = Template.fromStack(stack);
      const [distribution] = Object.values(resourcesOf(app, 'AWS::CloudFront::Distribution'));
      const webAclId = JSON.stringify(
        (distribution?.Properties.DistributionConfig as Record<string, unknown>).WebACLId,
      );
      if (region === 'us-east-1') {
        // One region: an ordinary export of the ACL's ARN.
        expect(webAclId).toContain('Fn::ImportValue');
        expect(JSON.stringify(Template.fromStack(firewall).toJSON().Outputs)).toContain(aclId);
      } else {
        // Across regions: CDK's reader fetches the ARN the firewall stack left in us-east-1.
        expect(webAclId).toContain('Fn::GetAtt');
        expect(Object.keys(app.findResources('Custom::CrossRegionExportReader'))).toHaveLength(1);
      }
      expect(stack.dependencies).toContain(firewall);
    },
  );

  it('leaves no cdk-nag finding unacknowledged in either stack', () => {
    const { app } = appWithFirewall('eu-west-1');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const report = JSON.parse(readFileSync(join(app.synth().directory, VALIDATION_REPORT_FILE), 'utf8')) as {
      pluginReports: {
        violations: {
          ruleName: string;
          severity: string;
          violatingConstructs: { constructPath: string }[];
        }[];
      }[];
    };
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) =>
        violation.violatingConstructs.map(
          (construct) => `${violation.severity} ${violation.ruleName} at ${construct.constructPath}`,
        ),
      ),
    );
    expect(findings).toEqual([]);
  });
});
