import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PigskinStack } from './pigskin-stack';

/**
 * `npx cdk synth` / `npx cdk deploy`. Context (cdk.json or -c) sets the stage, the admins, the
 * sender, the login domain and where alarms go. cdk-nag's AWS Solutions checks run on every synth.
 */
const app = new App();
const context = (key: string, fallback = '') =>
  (app.node.tryGetContext(key) as string | undefined) || fallback;
const stage = context('stage', 'dev');

new PigskinStack(app, `Pigskin-${stage}`, {
  stage,
  adminEmails: context('adminEmails'),
  senderEmail: context('senderEmail'),
  authDomainPrefix: context('authDomainPrefix', `pigskin-${stage}`),
  alarmEmail: context('alarmEmail'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
