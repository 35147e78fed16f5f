import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { NFLVERSE_SCHEDULE_URL } from '../../domain/csv/nflverse';
import { ESPN_SCOREBOARD_URL } from '../../domain/espn-scoreboard';
import { FIREWALL_REGION, FirewallStack } from './firewall';
import { PigskinStack } from './pigskin-stack';

/**
 * `npx cdk synth` / `npx cdk deploy`. Context (cdk.json or -c) sets the stage, the admins, the
 * sender, the login domain, where alarms go, whether CloudFront gets a web ACL (`waf=true`), and the
 * schedule feed's address and season (`feedUrl`, `feedSeason`), and the SSM parameters holding the
 * VAPID keys (`vapidPublicKeyParameter`, `vapidPrivateKeyParameter`; /pigskin/<stage>/vapid-*-key).
 * cdk-nag's AWS Solutions checks run on every synth.
 */
const app = new App();
const context = (key: string, fallback = '') =>
  (app.node.tryGetContext(key) as string | undefined) || fallback;
const stage = context('stage', 'dev');
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

// The web ACL lives in us-east-1 and the app's stack reads its ARN across regions, which needs both
// regions known: the shell's AWS credentials and region, as for a deploy.
let firewall: FirewallStack | undefined;
if (context('waf') === 'true') {
  if (!env.account || !env.region)
    throw new Error(
      '-c waf=true needs the AWS account and region: set up credentials and a region in this shell',
    );
  firewall = new FirewallStack(app, `Pigskin-${stage}-Firewall`, {
    env: { account: env.account, region: FIREWALL_REGION },
  });
}

new PigskinStack(app, `Pigskin-${stage}`, {
  stage,
  adminEmails: context('adminEmails'),
  senderEmail: context('senderEmail'),
  authDomainPrefix: context('authDomainPrefix', `pigskin-${stage}`),
  alarmEmail: context('alarmEmail'),
  // `-c feedUrl=none` turns the feed off.
  feedUrl: context('feedUrl', NFLVERSE_SCHEDULE_URL).replace(/^none$/, ''),
  feedSeason: context('feedSeason'),
  // `-c liveScoresUrl=none` turns live scores off (docs/product.md, Live scores).
  liveScoresUrl: context('liveScoresUrl', ESPN_SCOREBOARD_URL).replace(/^none$/, ''),
  vapidPublicKeyParameter: context('vapidPublicKeyParameter', `/pigskin/${stage}/vapid-public-key`),
  vapidPrivateKeyParameter: context('vapidPrivateKeyParameter', `/pigskin/${stage}/vapid-private-key`),
  webAclArn: firewall?.webAclArn,
  crossRegionReferences: firewall !== undefined,
  env,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
