import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationPreferences } from '../../domain/preferences';
import { db, tableName } from './client';
import { userEntity, type UserRecord } from './entities';
import { recordOf } from './entity';
import { userKey } from './keys';

/**
 * Saves notification preferences the caller has already checked against docs/product.md, Settings, and the
 * time zone when one is given. A new (or removed) phone number is no longer confirmed.
 */
export async function savePreferences(
  userId: string,
  preferences: NotificationPreferences,
  options: { phoneChanged: boolean; timeZone?: string } = { phoneChanged: true },
): Promise<UserRecord> {
  const { phoneNumber, ...switches } = preferences;
  const set = [
    'emailNotifications = :email',
    'smsNotifications = :sms',
    'betProposalSmsAlerts = :alerts',
    'commentNotifications = :comments',
    'proposalEmails = :proposals',
    'pushNotifications = :pushNews',
    'pushComments = :pushComments',
    'pushProposals = :pushProposals',
  ];
  const remove: string[] = [];
  if (phoneNumber) set.push('phoneNumber = :phone');
  else remove.push('phoneNumber');
  if (options.phoneChanged) remove.push('phoneConfirmedAt');
  const { timeZone } = options;
  if (timeZone) set.push('#zone = :zone');
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      // TIMEZONE is one of DynamoDB's reserved words.
      ...(timeZone ? { ExpressionAttributeNames: { '#zone': 'timeZone' } } : {}),
      ExpressionAttributeValues: {
        ':email': switches.emailNotifications,
        ':sms': switches.smsNotifications,
        ':alerts': switches.betProposalSmsAlerts,
        ':comments': switches.commentNotifications,
        ':proposals': switches.proposalEmails,
        ':pushNews': switches.pushNotifications,
        ':pushComments': switches.pushComments,
        ':pushProposals': switches.pushProposals,
        ...(timeZone ? { ':zone': timeZone } : {}),
        ...(phoneNumber ? { ':phone': phoneNumber } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return recordOf(userEntity, Attributes ?? {});
}
