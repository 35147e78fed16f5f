import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationPreferences } from '../../domain/preferences';
import { PUSH_SWITCH_DEFAULTS, type PushSwitch } from '../../domain/push';
import { db, tableName } from './client';
import { recordOf, userEntity, type UserRecord } from './entities';
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

/** Whether a push switch is on for this user: as stored, or its default for users from before push. */
export const pushSwitchOn = (user: UserRecord, which: PushSwitch): boolean =>
  user[which] ?? PUSH_SWITCH_DEFAULTS[which];

/** The number SMS may go to: the user's, once confirmed. */
export function confirmedPhone(
  user: Pick<UserRecord, 'phoneNumber' | 'phoneConfirmedAt'>,
): string | undefined {
  return user.phoneConfirmedAt ? user.phoneNumber : undefined;
}
