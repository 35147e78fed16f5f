import { pushSwitchOn, type PushSwitch } from '../../domain/push';
import { confirmedPhone, isAccountInactive } from '../../domain/users';
import { appOrigin } from '../config';
import type { BetRecord } from '../store/bets';
import {
  claimDelivery,
  markDelivered,
  releaseDelivery,
  type Channel,
  type DirectChannel,
  type Sender,
} from '../store/deliveries';
import { getGame } from '../store/games';
import { teamsById } from '../store/teams';
import type { UserRecord } from '../store/users';
import type { BetContext } from './messages';

// What every sender of notifications shares, apart from the channels' clients: a function that
// sends only email (the digest) carries no SNS client (tests/integration/bundles.test.ts).

/**
 * A bet with its game and teams, for the messages about it; undefined when its game is gone. A
 * game-less proposition's has neither (docs/product.md, Propositions).
 */
export async function betContext(bet: BetRecord): Promise<BetContext | undefined> {
  if (bet.gameId === undefined) return { bet, game: undefined, teams: undefined, betLink: betLinkOf(bet) };
  const game = await getGame(bet.gameId);
  if (!game) return undefined;
  const teams = await teamsById();
  const team = (id: number) => teams.get(id) ?? { id, name: `Team ${id}`, abbreviation: `Team ${id}` };
  return {
    bet,
    game,
    teams: { home: team(game.homeTeamId), away: team(game.awayTeamId) },
    betLink: betLinkOf(bet),
  };
}

/** A bet's own page (docs/product.md, Bets as links). */
export const betLinkOf = (bet: BetRecord) => `${appOrigin()}/bets/${bet.id}`;

/** Nothing reaches deleted or inactive accounts, on any channel. */
export const reachable = (user: UserRecord) => !isAccountInactive(user) && !user.deletedAt;

/**
 * The channels a user hears on, of those a message may use: email when turned on; SMS when turned on
 * and the number is confirmed. Nothing for deleted or inactive accounts.
 */
export function channelsOf(
  user: UserRecord,
  allowed: readonly DirectChannel[] = ['email', 'sms'],
): DirectChannel[] {
  if (!reachable(user)) return [];
  return allowed.filter((channel) =>
    channel === 'email' ? user.emailNotifications : user.smsNotifications && confirmedPhone(user),
  );
}

/** Whether this kind of message goes to the user's push devices: its switch on, the account reachable. */
export const hearsPush = (user: UserRecord, which: PushSwitch): boolean =>
  reachable(user) && pushSwitchOn(user, which);

/**
 * Sends `notice` to one user on one channel once (docs/decisions.md, Exactly once): the claim is
 * written before sending, marked sent after, and released only when that send failed, so a retry
 * sends what failed and nothing twice. Answers whether this call sent it.
 */
export function sendOnce(
  notice: string,
  user: UserRecord,
  channel: Channel,
  send: () => Promise<void>,
  sender: Sender,
): Promise<boolean> {
  return sendOnceEach([{ notice }], user, channel, send, sender);
}

/**
 * One message telling of several notices, to one user on one channel: each notice is claimed as
 * `sendOnce` claims it, and the message tells of those this call claimed, in their order (none
 * claimed: nothing is sent). A notice told in one message is never told again in another, and one
 * that no message took can still go in its own. Answers whether this call sent it.
 */
export async function sendOnceEach<Told extends { notice: string }>(
  notices: readonly Told[],
  user: UserRecord,
  channel: Channel,
  send: (claimed: Told[]) => Promise<void>,
  sender: Sender,
): Promise<boolean> {
  const claimed: Told[] = [];
  try {
    for (const told of notices) {
      if (await claimDelivery(told.notice, user.id, channel, sender)) claimed.push(told);
    }
    if (claimed.length === 0) return false;
    await send(claimed);
  } catch (error) {
    await Promise.all(claimed.map(({ notice }) => releaseDelivery(notice, user.id, channel)));
    throw error;
  }
  await Promise.all(claimed.map(({ notice }) => markDelivered(notice, user.id, channel)));
  return true;
}

/** How many of these sends went out; throws every failure together once all have settled. */
export async function settleAll(sends: Promise<boolean>[]): Promise<number> {
  const results = await Promise.allSettled(sends);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map((result) => result.reason as unknown),
      `${failed.length} of ${sends.length} notifications failed`,
    );
  }
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}
