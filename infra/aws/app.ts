import { App } from 'aws-cdk-lib';
import { PigskinStack } from './pigskin-stack';

/** `npx cdk synth` / `npx cdk deploy`. Context (cdk.json or -c) sets stage, admins, sender and login domain. */
const app = new App();
const context = (key: string, fallback = '') =>
  (app.node.tryGetContext(key) as string | undefined) || fallback;
const stage = context('stage', 'dev');

new PigskinStack(app, `Pigskin-${stage}`, {
  stage,
  adminEmails: context('adminEmails'),
  senderEmail: context('senderEmail'),
  authDomainPrefix: context('authDomainPrefix', `pigskin-${stage}`),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
