import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Capability } from '../../functions/routes';
import { GLOBAL_INDEXES } from '../../functions/store/table-definition';
import { nagArn } from './nag';

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

const CSV_KEYS_REASON =
  'Each upload is a new object, imports/<kind>/<uploadId>.csv: the prefix is as narrow as the key allows.';

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
    const acknowledge = (id: string, reason: string) => {
      if (fn.role) Validations.of(fn.role).acknowledge({ id: `AwsSolutions-IAM5[${id}]`, reason });
    };
    const tableResources = [
      this.table.tableArn,
      ...GLOBAL_INDEXES.map((index) => `${this.table.tableArn}/index/${index.indexName}`),
    ];
    for (const use of uses) {
      switch (use) {
        case 'table:read':
          add(TABLE_READ, tableResources);
          break;
        case 'table:write':
          add(TABLE_WRITE, tableResources);
          break;
        case 'email':
          // Without a sender there is nothing to send from; the stack warns about it.
          if (!this.senderEmail) break;
          // SES authorises the address itself when it is verified, else its verified domain.
          add(
            ['ses:SendEmail'],
            [this.senderEmail, this.senderEmail.split('@').pop() ?? ''].map((identity) =>
              Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
            ),
          );
          break;
        case 'sms':
          add(['sns:Publish'], ['*']);
          acknowledge(
            'Resource::*',
            'SMS to a phone number has no resource ARN to scope: SNS accepts only "*".',
          );
          break;
        case 'notify':
          if (!this.notifyFunction)
            throw new Error('The notify function must exist before functions that dispatch to it');
          // The unqualified ARN only: dispatch invokes the function by name, never a version or alias.
          add(['lambda:InvokeFunction'], [this.notifyFunction.functionArn]);
          (fn as IFunction & { addEnvironment: (key: string, value: string) => void }).addEnvironment(
            'NOTIFY_FUNCTION',
            this.notifyFunction.functionName,
          );
          break;
        case 'imports:put':
          if (!this.bucket)
            throw new Error('The imports bucket must exist before functions that upload to it');
          add(['s3:PutObject'], [this.bucket.arnForObjects('imports/*')]);
          acknowledge(`Resource::${nagArn(this.bucket)}/imports/*`, CSV_KEYS_REASON);
          break;
        case 'imports:get':
          if (!this.bucket || !options.importPrefix)
            throw new Error('Reading imports needs the bucket and a prefix');
          add(['s3:GetObject'], [this.bucket.arnForObjects(`${options.importPrefix}*`)]);
          acknowledge(`Resource::${nagArn(this.bucket)}/${options.importPrefix}*`, CSV_KEYS_REASON);
          break;
      }
    }
  }
}
