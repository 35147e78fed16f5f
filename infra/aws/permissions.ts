import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct, IConstruct } from 'constructs';
import type { Capability } from '../../functions/routes';
import {
  ACTIVITY_PARTITION,
  ACTIVITY_STAMP_PARTITION,
  AUDIT_PARTITION,
  GAME_TALLY_PREFIX,
  NOTIFICATION_PARTITION_PREFIXES,
  PUSH_DEVICE_PARTITIONS,
  RATE_LIMIT_PARTITIONS,
} from '../../functions/store/keys';
import { GLOBAL_INDEXES } from '../../functions/store/table-definition';
import { LambdaRole } from './lambda-function';
import { nagArn } from './nag';

// The exact actions our store uses: TransactWriteItems is authorised by the actions of its items.
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
// No function writes in batches (only the local host's seed does): BatchWriteItem is not granted.
// DeleteItem authorises the Delete items of transactions (invitations, phone codes, accounts).
const TABLE_WRITE = [...TABLE_READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

const DELIVERIES_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
// What Lambda's event source mapping reads the stream with, in the function's name.
const STREAM_READ = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'];

const CSV_KEYS_REASON =
  'Each upload is a new object, imports/<kind>/<uploadId>.csv: the prefix is as narrow as the key allows.';

/** A parameter's ARN by its name, with or without the leading slash. */
const parameterArn = (scope: IConstruct, name: string) =>
  Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });

const pascalCase = (text: string) =>
  text.replace(/(^|[-:])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());

/**
 * Least privilege from declarations: each function gets the permissions its route-table row (or
 * trigger) says it uses, and nothing else. The bucket joins once it exists.
 */
export class Permissions {
  private readonly sharedRoles = new Map<string, LambdaRole>();

  bucket?: IBucket;
  /** The ledger audit's function, which the route that starts it invokes. */
  auditFunction?: IFunction;
  /** The Cognito user pool whose users the sign-out routes sign out globally. */
  userPoolArn?: string;

  constructor(
    private readonly table: ITableV2,
    private readonly senderEmail: string,
    /** The names of the SSM parameters holding the VAPID keys (docs/decisions.md, Web Push). */
    private readonly vapidKeyParameters: { publicKey: string; privateKey: string },
  ) {}

  /**
   * The role of every function that uses exactly these capabilities, created with the first:
   * functions with the same declaration share a role, so each route costs the stack no role or
   * policy of its own (docs/architecture.md, One function per permission set).
   */
  sharedRole(scope: Construct, uses: readonly Capability[]): LambdaRole {
    const key = [...uses].sort().join(' ');
    let role = this.sharedRoles.get(key);
    if (!role) {
      role = new LambdaRole(scope, `RoleFor${key ? key.split(' ').map(pascalCase).join('') : 'Nothing'}`);
      this.grant(role, uses);
      this.sharedRoles.set(key, role);
    }
    return role;
  }

  grant(role: IRole | undefined, uses: readonly Capability[], options: { importPrefix?: string } = {}): void {
    if (!role) throw new Error('A function granted capabilities needs a role');
    const add = (actions: string[], resources: string[]) =>
      role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
    const acknowledge = (id: string, reason: string) =>
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${id}]`, reason });
    // X-Ray, SMS and the stream need "*": one acknowledgment on the role says why for each.
    const anyResourceBecause = [
      'X-Ray takes trace segments on "*" only; every function traces (xray:PutTraceSegments, PutTelemetryRecords).',
    ];
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
        case 'rate-limit':
          // The flood-limit counters only: items whose partition key is a rate-limit window's.
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['dynamodb:UpdateItem'],
              resources: [this.table.tableArn],
              conditions: {
                'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_PARTITIONS}*`] },
              },
            }),
          );
          break;
        case 'email':
          // Without a sender there is nothing to send from; the stack warns about it.
          if (!this.senderEmail) break;
          // SES authorises the address itself when it is verified, else its verified domain.
          add(
            ['ses:SendEmail'],
            [this.senderEmail, this.senderEmail.split('@').pop() ?? ''].map((identity) =>
              Stack.of(role).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
            ),
          );
          break;
        case 'deliveries:write':
          // Only items in the notification bookkeeping partitions: never a bet, a balance or a user.
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: DELIVERIES_WRITE,
              resources: [this.table.tableArn],
              conditions: {
                'ForAllValues:StringLike': {
                  'dynamodb:LeadingKeys': NOTIFICATION_PARTITION_PREFIXES.map((prefix) => `${prefix}*`),
                },
              },
            }),
          );
          break;
        case 'activity:write':
          // The feed's items (never overwritten), the feed's stamp the polled HEAD reads, and the
          // games' tallies (their own partitions, not the games').
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
              resources: [this.table.tableArn],
              conditions: {
                'ForAllValues:StringLike': {
                  'dynamodb:LeadingKeys': [
                    ACTIVITY_PARTITION,
                    ACTIVITY_STAMP_PARTITION,
                    `${GAME_TALLY_PREFIX}*`,
                  ],
                },
              },
            }),
          );
          break;
        case 'table:stream':
          if (!this.table.tableStreamArn) throw new Error('The table has no stream');
          add(STREAM_READ, [this.table.tableStreamArn]);
          add(['dynamodb:ListStreams'], ['*']);
          anyResourceBecause.push('ListStreams has no resource to scope: IAM accepts only "*".');
          break;
        case 'sms':
          add(['sns:Publish'], ['*']);
          anyResourceBecause.push(
            'SMS to a phone number has no resource ARN to scope: SNS accepts only "*".',
          );
          break;
        case 'push:public-key':
          add(['ssm:GetParameter'], [parameterArn(role, this.vapidKeyParameters.publicKey)]);
          break;
        case 'push:send':
          // Both keys sign a push. The private key is a SecureString under SSM's AWS managed key,
          // whose key policy lets the account's principals decrypt through SSM: no kms grant here.
          add(
            ['ssm:GetParameter'],
            [this.vapidKeyParameters.publicKey, this.vapidKeyParameters.privateKey].map((name) =>
              parameterArn(role, name),
            ),
          );
          // A subscription its push service says is gone: only push devices, never a user's items.
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['dynamodb:DeleteItem'],
              resources: [this.table.tableArn],
              conditions: {
                'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PUSH_DEVICE_PARTITIONS}*`] },
              },
            }),
          );
          break;
        case 'table:scan':
          // The ledger audit reads every item; no index holds them all.
          add(['dynamodb:Scan'], [this.table.tableArn]);
          break;
        case 'audit:record':
          // Only the audit's own item: never a bet, a balance or a user.
          role.addToPrincipalPolicy(
            new PolicyStatement({
              actions: ['dynamodb:UpdateItem'],
              resources: [this.table.tableArn],
              conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [AUDIT_PARTITION] } },
            }),
          );
          break;
        case 'audit:invoke':
          if (!this.auditFunction)
            throw new Error('The audit function must exist before the route that starts it');
          add(['lambda:InvokeFunction'], [this.auditFunction.functionArn]);
          break;
        case 'idp:sign-out':
          if (!this.userPoolArn)
            throw new Error('The user pool must exist before the routes that sign out of it');
          add(['cognito-idp:AdminUserGlobalSignOut'], [this.userPoolArn]);
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
    acknowledge('Resource::*', anyResourceBecause.join(' '));
  }
}
