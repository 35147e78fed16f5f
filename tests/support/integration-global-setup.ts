import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { startTestIdentityProvider } from './test-identity-provider';

/** One DynamoDB Local (about 3 s to start) and one identity provider for the whole run. */
export default async function setup(project: TestProject) {
  const [database, identityProvider] = await Promise.all([startDynamoDbLocal(), startTestIdentityProvider()]);
  project.provide('dynamoEndpoint', database.endpoint);
  project.provide('issuer', identityProvider.issuer);
  project.provide('privateJwk', identityProvider.privateJwk);
  return async () => {
    await Promise.all([database.stop(), identityProvider.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    issuer: string;
    privateJwk: import('jose').JWK;
  }
}
