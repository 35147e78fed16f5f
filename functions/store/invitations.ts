import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATION_LIFETIME_DAYS } from '../../domain/constants';
import { Conflict, InvalidRequest, NotFound } from '../../domain/errors';
import type { Invitation, InvitationStatus } from '../../domain/invitations';
import { isInvitationDeletable } from '../../domain/invitations';
import { db, getItem, tableName, transact } from './client';
import {
  invitationEmailEntity,
  invitationEntity,
  invitationTokenEntity,
  type InvitationRecord,
} from './entities';
import {
  COLLECTION,
  invitationEmailKey,
  invitationKey,
  invitationsCollection,
  invitationTokenKey,
} from './keys';
import { queryPage, type Page, type PageRequest } from './pages';
import { EMAIL_TAKEN, newUserItems, type NewUser, type UserRecord } from './users';

export const INVITATION_UNKNOWN = 'This invitation link is not valid. Ask the administrator for a new one.';
export const INVITATION_USED = 'This invitation has already been used. Sign in instead.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask the administrator for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

async function getInvitation(invitationId: string): Promise<InvitationRecord | undefined> {
  return getItem(invitationEntity, invitationKey(invitationId));
}

export async function findInvitationByEmail(email: string): Promise<InvitationRecord | undefined> {
  const pointer = await getItem(invitationEmailEntity, invitationEmailKey(email));
  return pointer ? getInvitation(pointer.invitationId) : undefined;
}

async function findInvitationByToken(token: string): Promise<InvitationRecord | undefined> {
  const pointer = await getItem(invitationTokenEntity, invitationTokenKey(hashToken(token)));
  return pointer ? getInvitation(pointer.invitationId) : undefined;
}

/**
 * Invites an email, or re-sends its open invitation with a fresh token and expiry (the old link
 * stops working). Returns the token, which exists only in the email from here on.
 */
export async function inviteEmail(
  email: string,
  now = new Date(),
): Promise<{ invitation: InvitationRecord; token: string; replaced: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString();
  const existing = await findInvitationByEmail(email);
  const tokenItem = (invitationId: string) => ({
    Put: {
      TableName: tableName,
      Item: { ...invitationTokenKey(tokenHash), entity: 'invitationToken', invitationId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });

  if (existing && existing.status !== 'completed') {
    const invitation = { ...existing, tokenHash, expiresAt };
    await transact(
      {
        invitation: {
          Update: {
            TableName: tableName,
            Key: invitationKey(existing.id),
            UpdateExpression: 'SET tokenHash = :new, expiresAt = :expiresAt',
            ConditionExpression: 'tokenHash = :old AND #status <> :completed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':new': tokenHash,
              ':old': existing.tokenHash,
              ':expiresAt': expiresAt,
              ':completed': 'completed',
            },
          },
        },
        oldToken: { Delete: { TableName: tableName, Key: invitationTokenKey(existing.tokenHash) } },
        token: tokenItem(existing.id),
      },
      () => new Conflict('This invitation changed while it was being re-sent. Please try again.'),
    );
    return { invitation, token, replaced: true };
  }

  const createdAt = now.toISOString();
  const invitation: InvitationRecord = {
    id: randomUUID(),
    email,
    status: 'pending',
    tokenHash,
    createdAt,
    expiresAt,
  };
  await transact(
    {
      invitation: {
        Put: {
          TableName: tableName,
          Item: {
            ...invitation,
            entity: 'invitation',
            ...invitationKey(invitation.id),
            ...invitationsCollection(createdAt, invitation.id),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      emailPointer: {
        // A completed invitation may be replaced (its user was deleted); an open one is re-sent above.
        Put: {
          TableName: tableName,
          Item: { ...invitationEmailKey(email), entity: 'invitationEmail', invitationId: invitation.id },
          ConditionExpression: existing ? 'invitationId = :previous' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: existing ? { ':previous': existing.id } : undefined,
        },
      },
      token: tokenItem(invitation.id),
    },
    () => new Conflict('This email was invited at the same moment by someone else.'),
  );
  return { invitation, token, replaced: false };
}

/** One page of the invitations, newest first; open ones only (pending or incomplete, expired included) unless `all`. */
export function invitationsPage(
  { all }: { all: boolean },
  request: Omit<PageRequest, 'descending'>,
): Promise<Page<InvitationRecord>> {
  return queryPage(
    invitationEntity,
    [
      {
        name: 'invitations',
        input: {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :invitations',
          // Completed invitations are one per registered user: few to read past.
          ...(all
            ? { ExpressionAttributeValues: { ':invitations': COLLECTION.invitations } }
            : {
                FilterExpression: '#status <> :completed',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':invitations': COLLECTION.invitations,
                  ':completed': 'completed' satisfies InvitationStatus,
                },
              }),
        },
        partition: { attribute: 'gsi1pk', value: COLLECTION.invitations },
        sort: { attribute: 'gsi1sk' },
        keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      },
    ],
    { ...request, descending: true },
  );
}

export async function deleteInvitation(invitationId: string): Promise<void> {
  const invitation = await getInvitation(invitationId);
  if (!invitation) throw new NotFound('Invitation not found');
  if (!isInvitationDeletable(invitation)) {
    throw new Conflict('This invitation has been used to register and cannot be deleted');
  }
  await transact(
    {
      invitation: {
        Delete: {
          TableName: tableName,
          Key: invitationKey(invitationId),
          ConditionExpression: '#status <> :completed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':completed': 'completed' },
        },
      },
      emailPointer: {
        Delete: {
          TableName: tableName,
          Key: invitationEmailKey(invitation.email),
          ConditionExpression: 'invitationId = :id',
          ExpressionAttributeValues: { ':id': invitationId },
        },
      },
      token: { Delete: { TableName: tableName, Key: invitationTokenKey(invitation.tokenHash) } },
    },
    () => new Conflict('This invitation was used or changed in the meantime. Reload and try again.'),
  );
}

/**
 * docs/product.md, Invitations and users: "incomplete" means the invitee has an identity-provider account
 * (they signed in) but has not completed registration. Recorded when such a sign-in arrives.
 */
export async function markInvitationIncomplete(invitation: InvitationRecord): Promise<void> {
  if (invitation.status !== 'pending') return;
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: invitationKey(invitation.id),
        UpdateExpression: 'SET #status = :incomplete',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':incomplete': 'incomplete', ':pending': 'pending' },
      }),
    )
    .catch((error: unknown) => {
      // Registration won the race: the invitation is already completed, which is what we want.
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/**
 * Registration: the invitation is used up and the user created in one transaction, so a token can
 * never create two users, and a user never exists without having used an invitation.
 */
/** The invitation a registration link's token opens, or the reason it opens none (unknown, used, expired). */
export async function openInvitation(token: string, now = new Date()): Promise<InvitationRecord> {
  const invitation = await findInvitationByToken(token);
  if (!invitation) throw new InvalidRequest(INVITATION_UNKNOWN);
  if (invitation.status === 'completed') throw new InvalidRequest(INVITATION_USED);
  if (Date.parse(invitation.expiresAt) <= now.getTime()) throw new InvalidRequest(INVITATION_EXPIRED);
  return invitation;
}

export async function registerWithInvitation(
  token: string,
  names: Omit<NewUser, 'email'>,
  now = new Date(),
): Promise<UserRecord> {
  const invitation = await openInvitation(token, now);
  const { user, items } = newUserItems({ ...names, email: invitation.email }, now);
  await transact(
    {
      invitation: {
        Update: {
          TableName: tableName,
          Key: invitationKey(invitation.id),
          UpdateExpression: 'SET #status = :completed, usedAt = :now',
          ConditionExpression: '#status <> :completed AND tokenHash = :tokenHash AND expiresAt > :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':completed': 'completed',
            ':now': now.toISOString(),
            ':tokenHash': invitation.tokenHash,
          },
        },
      },
      ...items,
    },
    (failed) => (failed === 'invitation' ? new InvalidRequest(INVITATION_USED) : new Conflict(EMAIL_TAKEN)),
  );
  return user;
}

export function toApiInvitation(invitation: InvitationRecord): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    status: invitation.status,
    createdAt: invitation.createdAt,
    usedAt: invitation.usedAt ?? null,
    expiresAt: invitation.expiresAt,
  };
}
