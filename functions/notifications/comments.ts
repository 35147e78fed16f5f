import { sideOf } from '../../domain/bets';
import { commentAlerts, takeAlertSlot } from '../store/alert-windows';
import { getBet } from '../store/bets';
import {
  claimDelivery,
  markDelivered,
  releaseDelivery,
  WINDOW_DECISION,
  type Sender,
} from '../store/deliveries';
import type { BetRecord, CommentRecord } from '../store/entities';
import { getUsers, type UserRecord } from '../store/users';
import { deliver } from './deliver';
import { commentMessage, type BetContext } from './messages';
import { betContext, channelsOf, hearsPush, settleAll } from './once';

/** One message per person per thread per quarter hour (docs/decisions.md, Comment messages). */
const COMMENT_QUIET_SECONDS = 15 * 60;

/**
 * docs/product.md, Trash talk: a comment on a bet goes by email to its players but the author, unless
 * they turned comment emails off, and by push unless they turned comment pushes off. Comments on
 * games go to nobody. Each player hears of a thread at most once a quarter hour; the comments between
 * are counted, and the next message says how many.
 */
export async function notifyOfComment(comment: CommentRecord, sender: Sender): Promise<void> {
  const [kind, betId = ''] = comment.on.split(':');
  if (kind !== 'bet') return;
  const bet = await getBet(betId);
  const context = bet && (await betContext(bet));
  if (!bet || !context) return;
  const playerIds = [bet.proposerId, bet.acceptorId].filter(
    (id): id is string => id !== undefined && id !== comment.authorId,
  );
  const players = await getUsers(playerIds);
  await settleAll(
    playerIds
      .flatMap((id) => players.get(id) ?? [])
      .map((user) => tellOnce(user, { comment, bet, context }, sender)),
  );
}

interface Told {
  comment: CommentRecord;
  bet: BetRecord;
  context: BetContext;
}

/**
 * Whether the comment goes to this player now or is counted for the next message is decided once (a
 * claim, as a send is): a record handed over again neither counts it twice nor sends a held one.
 */
async function tellOnce(user: UserRecord, told: Told, sender: Sender): Promise<boolean> {
  const channels = user.commentNotifications === false ? [] : (['email'] as const);
  // Someone who hears of it nowhere takes no slot: a slot is a message they were sent.
  if (channelsOf(user, channels).length === 0 && !hearsPush(user, 'pushComments')) return false;
  const notice = `comment#${told.comment.id}`;
  if (!(await claimDelivery(notice, user.id, WINDOW_DECISION, sender))) return false;
  let sent: number;
  try {
    sent = await tellInTurn(user, told, channels, sender);
  } catch (error) {
    await releaseDelivery(notice, user.id, WINDOW_DECISION);
    throw error;
  }
  await markDelivered(notice, user.id, WINDOW_DECISION);
  return sent > 0;
}

/** Sends the message if the player's window for the thread is open, and answers how many sends went. */
async function tellInTurn(
  user: UserRecord,
  { comment, bet, context }: Told,
  channels: readonly 'email'[],
  sender: Sender,
): Promise<number> {
  const slot = await takeAlertSlot(commentAlerts(user.id, comment.on), sender.now, COMMENT_QUIET_SECONDS);
  if (!slot) return 0;
  const message = commentMessage(
    context,
    sideOf(bet, user.id) ?? 'proposer',
    { author: comment.authorFirstName, text: comment.text },
    slot.heldMeanwhile,
  );
  try {
    const delivery = { user, message, channels, push: 'pushComments' as const };
    const sent = await deliver(`comment#${comment.id}`, [delivery], sender);
    // Nothing went out (push on, but no device): no message, so the window stays as it was.
    if (sent === 0) await slot.giveBack();
    return sent;
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
}
