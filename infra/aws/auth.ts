import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  OAuthScope,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/**
 * Cognito: the user pool and its hosted login, and the app client the OIDC code flow of
 * functions/auth uses. Sign-in is by email; the email is the identity linked to a Pigskin user.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;

  constructor(
    scope: Construct,
    id: string,
    props: { siteUrl: string; domainPrefix: string; production: boolean },
  ) {
    super(scope, id);
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
