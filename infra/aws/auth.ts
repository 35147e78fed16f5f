import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  OAuthScope,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolOperation,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { preSignUpFunction } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * Cognito: the user pool and its hosted login, and the app client the OIDC code flow of
 * functions/auth uses. Sign-in is by email; the email is the identity linked to a Pigskin user.
 * Anyone may open the sign-up form, but the pre-sign-up trigger admits only admins, registered users
 * and invited emails.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;

  constructor(
    scope: Construct,
    id: string,
    props: {
      siteUrl: string;
      domainPrefix: string;
      production: boolean;
      /** The trigger's own: the pool's client and domain cannot be in it, they depend on the pool. */
      triggerEnvironment: Record<string, string>;
      permissions: Permissions;
    },
  ) {
    super(scope, id);
    const preSignUp = lambdaFunction(
      this,
      'PreSignUp',
      preSignUpFunction.handler,
      props.triggerEnvironment,
      // Cognito waits at most 5 s for a trigger.
      { timeout: Duration.seconds(5) },
    );
    props.permissions.grant(preSignUp.role, preSignUpFunction.uses);

    this.userPool = new UserPool(this, 'Users', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: false } },
      passwordPolicy: { minLength: 12, requireSymbols: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp);
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'Twelve characters at least and no composition rules, as NIST SP 800-63B recommends.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Pigskins are play money among friends: required MFA would cost more sign-ins than it protects.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Plus plan, billed per monthly active user; an invite-only pool of friends does not need it.',
      },
    );
    this.domain = this.userPool.addDomain('Login', { cognitoDomain: { domainPrefix: props.domainPrefix } });
    this.client = this.userPool.addClient('Web', {
      // A public client with PKCE: the secret would live in every Lambda's environment for nothing.
      generateSecret: false,
      authFlows: {},
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL],
        callbackUrls: [`${props.siteUrl}/api/callback`],
        logoutUrls: [`${props.siteUrl}/`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
    });
  }

  get issuer(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
