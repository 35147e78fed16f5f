/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (infra/aws/bundling.ts). Lambda
 * hands every function its role's credentials in the environment, so the default chain's other
 * sources (SSO, profiles, processes, web identity, instance metadata) and the STS clients they bring
 * are dead weight there.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
