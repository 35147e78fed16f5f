import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { importTriggers } from '../../functions/triggers';
import { lambdaFunction } from './api';
import type { Permissions } from './permissions';

/**
 * The CSV bucket and its import Lambdas: an object created under a trigger's prefix (by the upload
 * endpoints, or copied in by an operator) runs that trigger's handler (DESIGN.md, CSV uploads).
 */
export class Imports extends Construct {
  readonly bucket: IBucket;

  constructor(
    scope: Construct,
    id: string,
    props: { production: boolean; environment: Record<string, string>; permissions: Permissions },
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
    props.permissions.bucket = bucket;

    for (const trigger of importTriggers) {
      const name = trigger.kind === 'schedule' ? 'ImportSchedule' : 'ImportLines';
      const fn = lambdaFunction(this, name, trigger.handler, {
        ...props.environment,
        IMPORTS_BUCKET: bucket.bucketName,
      });
      props.permissions.grant(fn, trigger.uses, { importPrefix: trigger.prefix });
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), {
        prefix: trigger.prefix,
      });
    }
  }
}
