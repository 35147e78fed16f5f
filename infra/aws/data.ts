import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  GLOBAL_INDEXES,
  STREAM_VIEW_TYPE,
  TABLE_KEY,
  TIME_TO_LIVE_ATTRIBUTE,
} from '../../functions/store/table-definition';

/** The one DynamoDB table and its stream, built from the definition the local host uses too. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: { production: boolean }) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: TIME_TO_LIVE_ATTRIBUTE,
      dynamoStream: StreamViewType[STREAM_VIEW_TYPE],
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
