import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { importTriggers } from '../../functions/triggers';
import { lambdaFunction } from './lambda-function';
import type { Permissions } from './permissions';

/**
 * The CSV bucket and its import Lambdas: an object created under a trigger's prefix (by the upload endpoints,
 * or copied in by an operator) runs that trigger's handler (docs/architecture.md, Imports from S3).
 */
export class Imports extends Construct {
  readonly bucket: IBucket;
  readonly functions: Record<string, IFunction> = {};

  constructor(
    scope: Construct,
    id: string,
    props: {
      production: boolean;
      environment: Record<string, string>;
      permissions: Permissions;
      failedRuns: IQueue;
    },
  ) {
    super(scope, id);
    const bucket = new Bucket(this, 'Csv', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.production,
    });
    this.bucket = bucket;
    Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'An upload through the API records who sent it (object metadata) and its result (the import item); server access logs would need a bucket of their own.',
    });
    props.permissions.bucket = bucket;

    for (const trigger of importTriggers) {
      const name = `Import${trigger.kind.charAt(0).toUpperCase()}${trigger.kind.slice(1)}`;
      const fn = lambdaFunction(this, name, trigger.handler, {
        ...props.environment,
        IMPORTS_BUCKET: bucket.bucketName,
      });
      props.permissions.grant(fn.role, trigger.uses, { importPrefix: trigger.prefix });
      // S3 invokes asynchronously: after Lambda's two retries, the event is kept, and alarms.
      fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(props.failedRuns) });
      this.functions[name] = fn;
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), {
        prefix: trigger.prefix,
      });
    }

    // aws-cdk-lib puts the helper that configures bucket notifications at the stack's root, once.
    const notificationsHandler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('BucketNotificationsHandler'),
    );
    if (notificationsHandler)
      Validations.of(notificationsHandler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "aws-cdk-lib's helper that sets the bucket's notifications at deploy time writes its logs with this policy.",
      });
  }
}
