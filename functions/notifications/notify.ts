import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type {
  AttributeValue as StreamAttributeValue,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
} from 'aws-lambda';
import { sideOf } from '../../domain/bets';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { handleInOrder } from '../stream/in-order';
import {
  betEntity,
  commentEntity,
  gameEntity,
  type BetRecord,
  type CommentRecord,
  type GameRecord,
} from '../store/entities';
import { recordOf } from '../store/entity';
import type { Sender } from '../store/deliveries';
import { proposalAlerts, takeAlertSlot } from '../store/alert-windows';
import { getUsers, type UserRecord } from '../store/users';
import { confirmedPhone } from '../../domain/users';
import { listUsers } from '../store/user-list';
import { deliver, devicesHearing, pushOnce } from './deliver';
import { betContext, channelsOf, sendOnce, settleAll } from './once';
import { notifyOfComment } from './comments';
import { pushLiveNews } from './live';
import { liveEventOf } from './live-events';
import { notifyOfScoreProposal } from './score-proposals';
import { notifyOfSettlement } from './settlements';
import {
  acceptedMessage,
  challengeMessage,
  disputedMessage,
  proposalAlert,
  regradedMessage,
  voidedMessage,
  type BetContext,
} from './messages';
import { sendSms } from './sms';
import { sendOn } from './send-on';
import { noticeOf, transitionOf } from './transitions';

/** One proposal alert per person per quarter hour (docs/decisions.md, Proposal alerts). */
const PROPOSAL_ALERT_QUIET_SECONDS = 15 * 60;

/**
 * The notify function: reads the table's stream (bet items, comments as they are made, and games as
 * they change, as the event source's filter and the local host hand them over) and tells the people
 * concerned about each committed transition (docs/decisions.md, Notifications come from the table's
 * stream; Who hears what), and pushes games' live news (live.ts). Records are
 * handled in order; the first that fails is reported, so the stream retries from it and the ones
 * before it are not handled again, and its own sends that went out are not repeated (claims).
 */
export const handler = observed(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const result = await handleInOrder(
    event,
    // The record owns its deliveries: retried after a crash, it may finish what it started.
    (record) =>
      notifyAbout(record, {
        owner: record.eventID ?? record.dynamodb?.SequenceNumber ?? '',
        now: new Date(),
      }),
    'Notification failed; the stream retries it',
  );
  if (result.batchItemFailures.length === 0)
    logger.info('Stream records handled', { records: event.Records.length });
  return result;
});

/** A stream image as the comment it holds, or undefined for any other item. */
function commentOf(image: Record<string, StreamAttributeValue> | undefined): CommentRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return item.entity === commentEntity.name ? recordOf(commentEntity, item) : undefined;
}

/** A stream image as the bet record it holds, or undefined for any other item. */
function betOf(image: Record<string, StreamAttributeValue> | undefined): BetRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return item.entity === betEntity.name ? recordOf(betEntity, item) : undefined;
}

/** A stream image as the game it holds, or undefined for any other item. */
function gameOf(image: Record<string, StreamAttributeValue> | undefined): GameRecord | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return item.entity === gameEntity.name ? recordOf(gameEntity, item) : undefined;
}

async function notifyAbout(record: DynamoDBRecord, sender: Sender): Promise<void> {
  const comment = commentOf(record.dynamodb?.NewImage);
  if (comment) return notifyOfComment(comment, sender);
  const game = gameOf(record.dynamodb?.NewImage);
  if (game) {
    const event = liveEventOf(gameOf(record.dynamodb?.OldImage), game);
    return event && pushLiveNews(game, event, sender);
  }
  const bet = betOf(record.dynamodb?.NewImage);
  if (!bet) return;
  const before = betOf(record.dynamodb?.OldImage);
  const transition = transitionOf(before, bet);
  // Cancelled: the proposer did it, or it expired unaccepted; nobody else was part of it.
  if (!transition || transition === 'cancelled') return;
  const context = await betContext(bet);
  if (!context) return;
  const notice = noticeOf(bet, transition);
  // A challenge is for one member: they hear of it, and the proposal alerts stay for open proposals.
  if (transition === 'proposed' && !bet.challengeeId) {
    await alertSubscribers(notice, context, sender);
    return;
  }

  const players = await getUsers([
    bet.proposerId,
    ...(bet.acceptorId ? [bet.acceptorId] : []),
    ...(bet.challengeeId ? [bet.challengeeId] : []),
  ]);
  const player = (id: string | undefined) => (id ? players.get(id) : undefined);
  switch (transition) {
    case 'proposed':
      await deliver(notice, [{ user: player(bet.challengeeId), message: challengeMessage(context) }], sender);
      return;
    case 'accepted':
      await deliver(notice, [{ user: player(bet.proposerId), message: acceptedMessage(context) }], sender);
      return;
    case 'score_proposed': {
      const proposer = player(bet.settlementProposerId);
      const other = bet.settlementProposerId === bet.proposerId ? bet.acceptorId : bet.proposerId;
      await notifyOfScoreProposal(context, proposer?.firstName ?? 'Your opponent', player(other), sender);
      return;
    }
    case 'disputed': {
      // docs/product.md, Disputes: both hear, each with the other's outcome.
      const deliveries = [bet.proposerId, bet.acceptorId].map((id) => ({
        user: player(id),
        message: disputedMessage(context, sideOf(bet, id ?? '') ?? 'proposer'),
      }));
      await deliver(notice, deliveries, sender);
      return;
    }
    case 'settled':
      await notifyOfSettlement(notice, context, players, sender);
      return;
    case 'regraded': {
      // Both hear: neither asked for it, and their balances may have moved.
      const deliveries = [bet.proposerId, bet.acceptorId].map((id) => ({
        user: player(id),
        message: regradedMessage(context, sideOf(bet, id ?? '') ?? 'proposer', before?.finalScore),
      }));
      await deliver(notice, deliveries, sender);
      return;
    }
    case 'voided': {
      const deliveries = [bet.proposerId, bet.acceptorId].map((id) => ({
        user: player(id),
        message: voidedMessage(context, sideOf(bet, id ?? '') ?? 'proposer'),
      }));
      await deliver(notice, deliveries, sender);
      return;
    }
  }
}

/**
 * docs/product.md, Notifications: a new proposal goes by SMS to every other active user who asked for
 * proposal alerts, by email to those who asked for new proposals at once, and by push to the devices
 * of those who turned proposal pushes on. A text goes at most once per quiet period, and the one after
 * says how many proposals came in meanwhile; emails and pushes go each time.
 */
async function alertSubscribers(notice: string, context: BetContext, sender: Sender): Promise<void> {
  const others = (await listUsers()).filter((user) => user.id !== context.bet.proposerId);
  const texted = others.filter((user) => user.betProposalSmsAlerts && channelsOf(user, ['sms']).length > 0);
  // docs/product.md, New proposals by email: 'at once' is an email per proposal.
  const emailed = others.filter(
    (user) => user.proposalEmails === 'instant' && channelsOf(user, ['email']).length > 0,
  );
  // Read before anything is sent, as deliver() does.
  const pushed = await Promise.all(
    others.map(async (user) => ({ user, devices: await devicesHearing(user, 'pushProposals') })),
  );
  const message = proposalAlert(context);
  await settleAll([
    ...texted.map((user) => sendOnce(notice, user, 'sms', () => alert(user, context, sender.now), sender)),
    ...emailed.map((user) => sendOnce(notice, user, 'email', () => sendOn('email', user, message), sender)),
    ...pushed.flatMap(({ user, devices }) =>
      devices.map((device) => pushOnce(notice, user, device, message, sender)),
    ),
  ]);
}

async function alert(user: UserRecord, context: BetContext, now: Date): Promise<void> {
  const slot = await takeAlertSlot(proposalAlerts(user.id), now, PROPOSAL_ALERT_QUIET_SECONDS);
  // Held back: counted, and told in the next alert.
  if (!slot) return;
  try {
    await sendSms({ to: confirmedPhone(user) ?? '', body: proposalAlert(context, slot.heldMeanwhile).text });
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
}
