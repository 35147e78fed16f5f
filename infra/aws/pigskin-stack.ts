import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Imports } from './imports';
import { Notifications } from './notifications';
import { Permissions } from './permissions';
import { Schedules } from './schedules';

export interface PigskinStackProps extends StackProps {
  stage: string;
  /** Comma-separated: these emails are admins and need no invitation. */
  adminEmails: string;
  /** The verified SES identity invitations are sent from. */
  senderEmail: string;
  /** Prefix of the Cognito hosted-login domain; unique across AWS. */
  authDomainPrefix: string;
}

/** Pigskin in the cloud: the same handlers as the local host, behind API Gateway, on DynamoDB and Cognito. */
export class PigskinStack extends Stack {
  constructor(scope: Construct, id: string, props: PigskinStackProps) {
    super(scope, id, props);
    const production = props.stage === 'prod';

    const data = new Data(this, 'Data', { production });
    const api = new Api(this, 'Api');
    const siteUrl = api.httpApi.apiEndpoint;
    const auth = new Auth(this, 'Auth', { siteUrl, domainPrefix: props.authDomainPrefix, production });

    const environment = {
      TABLE_NAME: data.table.tableName,
      APP_ORIGIN: siteUrl,
      OIDC_ISSUER: auth.issuer,
      OIDC_CLIENT_ID: auth.client.userPoolClientId,
      COGNITO_USER_POOL_ID: auth.userPool.userPoolId,
      COGNITO_LOGOUT_URL: `${auth.domain.baseUrl()}/logout`,
      ADMIN_EMAILS: props.adminEmails,
      EMAIL_SENDER: props.senderEmail,
    };
    const permissions = new Permissions(data.table, props.senderEmail);
    const imports = new Imports(this, 'Imports', { production, environment, permissions });
    permissions.notifyFunction = new Notifications(this, 'Notifications', {
      environment,
      permissions,
    }).notify;
    new Schedules(this, 'Schedules', { environment, permissions });
    api.addRoutes({ ...environment, IMPORTS_BUCKET: imports.bucket.bucketName }, permissions);

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'HostedLoginUrl', { value: auth.domain.baseUrl() });
  }
}
