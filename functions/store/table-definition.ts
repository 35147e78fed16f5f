/**
 * The one DynamoDB table, declared once for both hosts: the CDK stack (infra/aws) and the local host
 * (infra/local) build it from this. Plain data, no SDK import, so the CDK app can read it cheaply.
 * docs/data-model.md lists the access patterns each key and index serves.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const GLOBAL_INDEXES = [
  /** Collections listed in order: all users, all invitations, a week's games, a game's bets. */
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** In kickoff order: bets by status (open proposals, active bets, expired ones), and games not yet final. */
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/**
 * Every change is streamed with the item as it was and as it became: notifications are derived from
 * committed bet changes (docs/decisions.md, Notifications come from the table's stream).
 */
export const STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES';

/** Items with this attribute (epoch seconds) are deleted by DynamoDB after that time. */
export const TIME_TO_LIVE_ATTRIBUTE = 'expiresAtEpoch';

export type IndexName = (typeof GLOBAL_INDEXES)[number]['indexName'];
