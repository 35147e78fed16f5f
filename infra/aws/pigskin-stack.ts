import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicies,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { Api } from './api';
import { LedgerAudit } from './audit';
import { Auth } from './auth';
import { Data } from './data';
import { Imports } from './imports';
import { Monitoring } from './monitoring';
import { Notifications } from './notifications';
import { Permissions } from './permissions';
import { Schedules } from './schedules';
import { Web } from './web';

export interface PigskinStackProps extends StackProps {
  stage: string;
  /** Comma-separated: these emails are admins and need no invitation. */
  adminEmails: string;
  /** The verified SES identity invitations are sent from. */
  senderEmail: string;
  /** Prefix of the Cognito hosted-login domain; unique across AWS. */
  authDomainPrefix: string;
  /** Where alarms are emailed; empty for none (the alarm topic can be subscribed to later). */
  alarmEmail: string;
  /**
   * Where the fetch-feed job reads the nflverse schedule file (docs/product.md, The NFL schedule feed);
   * empty turns the feed off.
   */
  feedUrl: string;
  /** The live scoreboard the live-scores job reads; empty or absent: off. */
  liveScoresUrl?: string;
  /** The season whose feed rows apply; empty for the season under way by the calendar. */
  feedSeason: string;
  /**
   * The SSM parameters an operator made with the VAPID keys (README.md, Deploy: Web Push): the public
   * key a String, the private key a SecureString, which CloudFormation cannot create.
   */
  vapidPublicKeyParameter: string;
  vapidPrivateKeyParameter: string;
  /** The web ACL CloudFront checks requests against (`-c waf=true`, infra/aws/firewall.ts), if any. */
  webAclArn?: string;
}

/**
 * Pigskin in the cloud: the same handlers as the local host, behind CloudFront and API Gateway, on
 * DynamoDB and Cognito.
 */
export class PigskinStack extends Stack {
  constructor(scope: Construct, id: string, props: PigskinStackProps) {
    super(scope, id, props);
    const production = props.stage === 'prod';
    if (!props.adminEmails)
      Annotations.of(this).addWarningV2('pigskin:noAdmins', 'adminEmails is not set: nobody can sign up.');
    if (!props.senderEmail)
      Annotations.of(this).addWarningV2(
        'pigskin:noSender',
        'senderEmail is not set: invitations and email notifications cannot be sent.',
      );

    const data = new Data(this, 'Data', { production });
    const api = new Api(this, 'Api');
    // CloudFront sends it with every API request; the API refuses requests without it. Rotating it is
    // a new value in Secrets Manager and a deploy (README.md, CloudFront is the only way in).
    const originSecret = new Secret(this, 'OriginSecret', {
      description: 'Sent by CloudFront to the API: requests to the API without it are refused',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by putting a new value and deploying: CloudFront and the functions read it at deploy, so a rotation Lambda could not reach them.',
    });
    const web = new Web(this, 'Web', { httpApi: api.httpApi, originSecret, webAclArn: props.webAclArn });
    const permissions = new Permissions(data.table, props.senderEmail, {
      publicKey: props.vapidPublicKeyParameter,
      privateKey: props.vapidPrivateKeyParameter,
    });
    const auth = new Auth(this, 'Auth', {
      siteUrl: web.siteUrl,
      domainPrefix: props.authDomainPrefix,
      production,
      triggerEnvironment: {
        TABLE_NAME: data.table.tableName,
        ADMIN_EMAILS: props.adminEmails,
        STAGE: props.stage,
      },
      permissions,
    });

    const environment = {
      TABLE_NAME: data.table.tableName,
      APP_ORIGIN: web.siteUrl,
      OIDC_ISSUER: auth.issuer,
      OIDC_CLIENT_ID: auth.client.userPoolClientId,
      COGNITO_USER_POOL_ID: auth.userPool.userPoolId,
      COGNITO_LOGOUT_URL: `${auth.domain.baseUrl()}/logout`,
      ADMIN_EMAILS: props.adminEmails,
      EMAIL_SENDER: props.senderEmail,
      STAGE: props.stage,
      // Names, not keys: only the functions granted push:* may read them (functions/notifications/vapid.ts).
      VAPID_PUBLIC_KEY_PARAMETER: props.vapidPublicKeyParameter,
      VAPID_PRIVATE_KEY_PARAMETER: props.vapidPrivateKeyParameter,
      // Whom push services may write to about our messages.
      VAPID_SUBJECT: props.senderEmail ? `mailto:${props.senderEmail}` : web.siteUrl,
    };
    if (props.feedSeason) Object.assign(environment, { FEED_SEASON: props.feedSeason });
    const feed: Record<string, string> = {
      ...(props.feedUrl ? { FEED_URL: props.feedUrl } : {}),
      ...(props.liveScoresUrl ? { LIVE_SCORES_URL: props.liveScoresUrl } : {}),
    };
    // Where an asynchronous run that failed every retry is noted (an import, a job, an audit).
    const failedRuns = new Queue(this, 'FailedRuns', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(failedRuns).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is a dead-letter queue: the on-failure destination of the imports, the scheduled jobs and the audit.',
    });
    const imports = new Imports(this, 'Imports', { production, environment, permissions, failedRuns });
    const notifications = new Notifications(this, 'Notifications', {
      environment,
      permissions,
      table: data.table,
    });
    const schedules = new Schedules(this, 'Schedules', {
      environment: { ...environment, ...feed, IMPORTS_BUCKET: imports.bucket.bucketName },
      permissions,
      failedRuns,
    });
    const audit = new LedgerAudit(this, 'LedgerAudit', { environment, permissions, failedRuns });
    permissions.auditFunction = audit.fn;
    permissions.userPoolArn = auth.userPool.userPoolArn;
    api.addRoutes(
      {
        ...environment,
        ...feed,
        IMPORTS_BUCKET: imports.bucket.bucketName,
        AUDIT_FUNCTION: audit.fn.functionName,
        ORIGIN_SECRET: originSecret.secretValue.unsafeUnwrap(),
      },
      permissions,
    );

    new Monitoring(this, 'Monitoring', {
      stage: props.stage,
      httpApi: api.httpApi,
      routeFunctions: api.functions,
      functionsOutsideApi: {
        ...imports.functions,
        ...schedules.functions,
        Notify: notifications.notify,
        RecordActivity: notifications.recordActivity,
        Audit: audit.fn,
      },
      failedNotifications: notifications.failedBatches,
      failedRuns,
      alarmEmail: props.alarmEmail,
    });

    // A stage that is not production leaves nothing behind when it is destroyed, logs included.
    if (!production) RemovalPolicies.of(this).destroy({ applyToResourceTypes: ['AWS::Logs::LogGroup'] });

    new CfnOutput(this, 'SiteUrl', { value: web.siteUrl, description: 'Open this and sign in' });
    new CfnOutput(this, 'TableName', {
      value: data.table.tableName,
      description: 'The table, for npm run audit and npm run migrate (TABLE_NAME)',
    });
    new CfnOutput(this, 'HostedLoginUrl', {
      value: auth.domain.baseUrl(),
      description: "Cognito's hosted login, where accounts are created",
    });
  }
}
