import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveSwitch, LiveSwitchesInput } from '../../domain/push';
import { db, queryAll, tableName } from './client';
import { pushDeviceEntity, type PushDeviceRecord } from './entities';
import { recordOf } from './entity';
import { pushDeviceKey, pushDevicesPrefix } from './keys';

export type { PushDeviceRecord };

/** A user's devices, newest first, in one Query of their partition. */
export async function listPushDevices(userId: string): Promise<PushDeviceRecord[]> {
  const { pk, sk } = pushDevicesPrefix(userId);
  const devices = await queryAll(pushDeviceEntity, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :device)',
    ExpressionAttributeValues: { ':pk': pk, ':device': sk },
  });
  return devices.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Stores a browser's subscription under its id (derived from its endpoint): the same browser again
 * updates its item, keeping when it was first registered.
 */
export async function savePushDevice(
  device: Omit<PushDeviceRecord, 'createdAt' | 'updatedAt'>,
  now = new Date(),
): Promise<PushDeviceRecord> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: pushDeviceKey(device.userId, device.id),
      UpdateExpression:
        'SET entity = :entity, id = :id, userId = :userId, #name = :name, endpoint = :endpoint, p256dh = :p256dh, #auth = :auth, updatedAt = :now, createdAt = if_not_exists(createdAt, :now)',
      // NAME and AUTH are among DynamoDB's reserved words.
      ExpressionAttributeNames: { '#name': 'name', '#auth': 'auth' },
      ExpressionAttributeValues: {
        ':entity': pushDeviceEntity.name,
        ':id': device.id,
        ':userId': device.userId,
        ':name': device.name,
        ':endpoint': device.endpoint,
        ':p256dh': device.p256dh,
        ':auth': device.auth,
        ':now': now.toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return recordOf(pushDeviceEntity, Attributes ?? {});
}

/** Where each live-score switch is kept on the device's item. */
const LIVE_ATTRIBUTES: Record<LiveSwitch, 'liveKickoff' | 'liveScores' | 'liveFinal'> = {
  kickoff: 'liveKickoff',
  scores: 'liveScores',
  final: 'liveFinal',
};

/**
 * Sets some of one of the user's devices' live-score switches, in one conditional UpdateItem: the
 * device as it is now, or undefined when the user has none by that id.
 */
export async function setLiveSwitches(
  userId: string,
  deviceId: string,
  changes: LiveSwitchesInput,
  now = new Date(),
): Promise<PushDeviceRecord | undefined> {
  const set = (Object.keys(LIVE_ATTRIBUTES) as LiveSwitch[]).flatMap((name) => {
    const on = changes[name];
    return on === undefined ? [] : [[name, on] as const];
  });
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: pushDeviceKey(userId, deviceId),
        UpdateExpression: `SET ${['updatedAt = :now', ...set.map(([name]) => `${LIVE_ATTRIBUTES[name]} = :${name}`)].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ...Object.fromEntries(set.map(([name, on]) => [`:${name}`, on])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(pushDeviceEntity, Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Removes one of the user's devices: false when they have none by that id. */
export async function deletePushDevice(userId: string, deviceId: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: pushDeviceKey(userId, deviceId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Every device of a user (an admin deleted them): one Query, then a delete each. */
export async function deleteAllPushDevices(userId: string): Promise<void> {
  for (const device of await listPushDevices(userId)) await deletePushDevice(userId, device.id);
}
