import { sideOf } from '../../domain/bets';
import { isAccountInactive } from '../../domain/users';
import { appOrigin } from '../config';
import { getBet } from '../store/bets';
import { getGame } from '../store/games';
import { teamsById } from '../store/teams';
import { getUsers, listUsers, type UserRecord } from '../store/users';
import type { NotificationEvent } from './events';
import {
  acceptedMessage,
  proposalAlert,
  scoreProposedMessage,
  settledMessage,
  voidedMessage,
  type BetContext,
  type BetMessage,
} from './messages';
import { notifier } from './notifier';

/** The notify function (invoked asynchronously): who hears about what happened, on which channels. */
export async function handler(event: NotificationEvent): Promise<void> {
  const context = await betContext(event.betId);
  if (!context) return;
  const { bet } = context;
  const players = await getUsers([bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])]);
  const player = (id: string | undefined) => (id ? players.get(id) : undefined);

  switch (event.type) {
    case 'bet_proposed': {
      // SPEC: new proposals go by SMS to every other active user who asked for proposal alerts.
      const subscribers = (await listUsers()).filter(
        (user) =>
          user.id !== bet.proposerId &&
          !isAccountInactive(user) &&
          user.betProposalSmsAlerts &&
          user.smsNotifications,
      );
      await sendAll(
        subscribers.map((user) => ({ user, message: proposalAlert(context), channels: ['sms'] as const })),
      );
      return;
    }
    case 'bet_accepted':
      await sendAll([{ user: player(bet.proposerId), message: acceptedMessage(context) }]);
      return;
    case 'score_proposed': {
      const proposer = player(bet.settlementProposerId);
      const other = bet.settlementProposerId === bet.proposerId ? bet.acceptorId : bet.proposerId;
      await sendAll([
        {
          user: player(other),
          message: scoreProposedMessage(context, proposer?.firstName ?? 'Your opponent'),
        },
      ]);
      return;
    }
    case 'bet_settled': {
      // Players: the one who accepted the score knows; the one who proposed it hears. Admin: both hear.
      const told =
        event.settledBy === 'admin' ? [bet.proposerId, bet.acceptorId] : [bet.settlementProposerId];
      await sendAll(
        told.map((id) => ({
          user: player(id),
          message: settledMessage(context, sideOf(bet, id ?? '') ?? 'proposer'),
        })),
      );
      return;
    }
    case 'bet_voided':
      await sendAll(
        [bet.proposerId, bet.acceptorId].map((id) => ({
          user: player(id),
          message: voidedMessage(context, sideOf(bet, id ?? '') ?? 'proposer'),
        })),
      );
      return;
  }
}

export async function betContext(betId: string): Promise<BetContext | undefined> {
  const bet = await getBet(betId);
  const game = bet && (await getGame(bet.gameId));
  if (!bet || !game) return undefined;
  const teams = await teamsById();
  const team = (id: number) => teams.get(id) ?? { id, name: `Team ${id}`, abbreviation: `Team ${id}` };
  return {
    bet,
    game,
    teams: { home: team(game.homeTeamId), away: team(game.awayTeamId) },
    myBetsLink: `${appOrigin()}/my-bets`,
  };
}

type Channel = 'email' | 'sms';

interface Delivery {
  user: UserRecord | undefined;
  message: BetMessage;
  /** The channels this kind of message may use; each is sent only if the user has it on. */
  channels?: readonly Channel[];
}

/**
 * Sends each message on the channels the user has turned on. Every delivery is attempted; if any
 * failed, the error is thrown after the others went out, so the platform retries the notification.
 */
export async function sendAll(deliveries: Delivery[]): Promise<number> {
  const sends: Promise<void>[] = [];
  for (const { user, message, channels = ['email', 'sms'] } of deliveries) {
    if (!user || isAccountInactive(user) || user.deletedAt) continue;
    if (channels.includes('email') && user.emailNotifications) {
      sends.push(notifier.sendEmail({ to: user.email, subject: message.subject, body: message.text }));
    }
    if (channels.includes('sms') && user.smsNotifications && user.phoneNumber) {
      sends.push(notifier.sendSms({ to: user.phoneNumber, body: message.text }));
    }
  }
  const results = await Promise.allSettled(sends);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map((result) => result.reason as unknown),
      `${failed.length} of ${sends.length} notifications failed`,
    );
  }
  return sends.length;
}
