import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT, VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { PigskinStack } from '../../infra/aws/pigskin-stack';
import { testApp } from '../support/cdk-app';

interface ValidationReport {
  pluginReports: {
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

describe('cdk-nag', () => {
  it.each(['dev', 'prod'])(
    'finds nothing in the %s stack that is not acknowledged with a reason',
    (stage) => {
      // The report lists every unacknowledged finding, rather than synth stopping at the first error.
      const app = testApp({
        context: { 'aws:cdk:bundling-stacks': [], [FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false },
      });
      new PigskinStack(app, `Pigskin-${stage}`, {
        stage,
        adminEmails: 'admin@example.com',
        senderEmail: 'pigskin@example.com',
        authDomainPrefix: `pigskin-${stage}`,
        alarmEmail: '',
        feedUrl: 'https://feed.example.com/games.csv',
        feedSeason: '',
        vapidPublicKeyParameter: '/pigskin/test/vapid-public-key',
        vapidPrivateKeyParameter: '/pigskin/test/vapid-private-key',
      });
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

      const report = JSON.parse(
        readFileSync(join(app.synth().directory, VALIDATION_REPORT_FILE), 'utf8'),
      ) as ValidationReport;
      const findings = report.pluginReports.flatMap((plugin) =>
        plugin.violations.flatMap((violation) =>
          violation.violatingConstructs.map(
            (construct) => `${violation.severity} ${violation.ruleName} at ${construct.constructPath}`,
          ),
        ),
      );
      expect(findings).toEqual([]);
    },
  );
});
