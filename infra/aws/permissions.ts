import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Capability } from '../../functions/routes';

// The exact actions our store uses: TransactWriteItems is authorised by the actions of its items.
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const TABLE_WRITE = [
  ...TABLE_READ,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * Least privilege from declarations: each function gets the permissions its route-table row (or
 * trigger) says it uses, and nothing else. The bucket and the notify function join once they exist.
 */
export class Permissions {
  bucket?: IBucket;
  notifyFunction?: IFunction;

  constructor(
    private readonly table: ITableV2,
    private readonly senderEmail: string,
  ) {}

  grant(fn: IFunction, uses: readonly Capability[], options: { importPrefix?: string } = {}): void {
    const add = (actions: string[], resources: string[]) =>
      fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
    const tableResources = [this.table.tableArn, `${this.table.tableArn}/index/*`];
    for (const use of uses) {
      switch (use) {
        case 'table:read':
          add(TABLE_READ, tableResources);
          break;
        case 'table:write':
          add(TABLE_WRITE, tableResources);
          break;
        case 'email':
          add(
            ['ses:SendEmail'],
            [
              Stack.of(fn).formatArn({
                service: 'ses',
                resource: 'identity',
                resourceName: this.senderEmail || '*',
              }),
            ],
          );
          break;
        case 'sms':
          // SMS to a phone number has no resource ARN to scope: SNS only accepts "*" here.
          add(['sns:Publish'], ['*']);
          break;
        case 'notify':
          if (!this.notifyFunction)
            throw new Error('The notify function must exist before functions that dispatch to it');
          this.notifyFunction.grantInvoke(fn);
          (fn as IFunction & { addEnvironment: (key: string, value: string) => void }).addEnvironment(
            'NOTIFY_FUNCTION',
            this.notifyFunction.functionName,
          );
          break;
        case 'imports:put':
          if (!this.bucket)
            throw new Error('The imports bucket must exist before functions that upload to it');
          add(['s3:PutObject'], [this.bucket.arnForObjects('imports/*')]);
          break;
        case 'imports:get':
          if (!this.bucket || !options.importPrefix)
            throw new Error('Reading imports needs the bucket and a prefix');
          add(['s3:GetObject'], [this.bucket.arnForObjects(`${options.importPrefix}*`)]);
          break;
      }
    }
  }
}
