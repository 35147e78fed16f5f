import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE } from './names';

/**
 * X-Ray: active in Lambda (the stack turns tracing on), a no-op elsewhere. Each AWS client is handed to
 * `tracer.captureAWSv3Client` where it is created, so every DynamoDB, S3, SES and SNS call is a
 * subsegment of the invocation's trace.
 */
export const tracer = new Tracer({ serviceName: SERVICE });
