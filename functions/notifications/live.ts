import { ACTIVE_STATUSES, sideOf } from '../../domain/bets';
import { liveSwitchesOf, type LiveSwitch, type PushPayload } from '../../domain/push';
import { liveScoreAlerts, takeAlertSlot } from '../store/alert-windows';
import { listGameBets } from '../store/bet-lists';
import { pushChannel, type Sender } from '../store/deliveries';
import type { BetRecord, GameRecord } from '../store/entities';
import { listPushDevices, type PushDeviceRecord } from '../store/push-devices';
import { teamsById } from '../store/teams';
import { getUsers, type UserRecord } from '../store/users';
import { livePush, type HeldBet, type LiveNews } from './live-messages';
import { reachable, sendOnce, settleAll } from './once';
import { sendPush } from './push';

/** docs/product.md, Live scores: at most one score-change push per game and device a minute. */
const SCORE_PUSH_QUIET_SECONDS = 60;

/**
 * Names one event of one game, what each device's claim is taken on: a score change by its score,
 * which only grows (docs/product.md, Live scores, Glitches), so each is told once.
 */
const noticeOf = (game: GameRecord, event: LiveSwitch) =>
  event === 'scores'
    ? `live#${game.id}#score#${String(game.live?.home)}-${String(game.live?.away)}`
    : `live#${game.id}#${event}`;

/**
 * Pushes a game's kickoff, score change or final to each device, with that switch on, of the players
 * of its active bets (accepted or waiting for a score; at the final, also those its final settled), once
 * per device and event however often the record is handed over, and whichever record hands it over:
 * `only` these players, for a bet the final settled (settlements.ts).
 */
export async function pushLiveNews(
  game: GameRecord,
  event: LiveSwitch,
  sender: Sender,
  only?: readonly string[],
): Promise<void> {
  const held = heldBets(await listGameBets(game.id), event, only);
  if (held.size === 0) return;
  const [users, teams] = await Promise.all([getUsers([...held.keys()]), teamsById()]);
  const team = (id: number) => teams.get(id) ?? { id, name: `Team ${id}`, abbreviation: `Team ${id}` };
  const news: LiveNews = { game, event, teams: { home: team(game.homeTeamId), away: team(game.awayTeamId) } };
  const listeners = await Promise.all(
    [...users.values()]
      .filter(reachable)
      .map(async (user) => ({ user, devices: await devicesFor(user, event) })),
  );
  const notice = noticeOf(game, event);
  await settleAll(
    listeners.flatMap(({ user, devices }) => {
      const { title, body } = livePush(news, held.get(user.id) ?? []);
      // One tag per game: each push replaces the last one shown rather than stacking beside it.
      const payload: PushPayload = { title, body, url: `/games/${game.id}`, tag: `live#${game.id}` };
      return devices.map((device) =>
        sendOnce(
          notice,
          user,
          pushChannel(device.id),
          () => pushInTurn(news, user, device, payload, sender),
          sender,
        ),
      );
    }),
  );
}

/** Each player's bets on the game that this event concerns, from their side (`only` these players'). */
function heldBets(
  bets: readonly BetRecord[],
  event: LiveSwitch,
  only: readonly string[] | undefined,
): Map<string, HeldBet[]> {
  const concerned = bets.filter(
    (bet) =>
      ACTIVE_STATUSES.includes(bet.status) ||
      (event === 'final' && bet.status === 'settled' && bet.settledBy !== 'players'),
  );
  const held = new Map<string, HeldBet[]>();
  for (const bet of concerned) {
    for (const id of [bet.proposerId, bet.acceptorId]) {
      const side = id === undefined ? undefined : sideOf(bet, id);
      if (!id || !side || (only && !only.includes(id))) continue;
      const opponent =
        (side === 'proposer' ? bet.acceptorFirstName : bet.proposerFirstName) ?? 'your opponent';
      held.set(id, [...(held.get(id) ?? []), { bet, side, opponent }]);
    }
  }
  return held;
}

/** The user's devices with this event's switch on (docs/product.md, Live scores: the final by default). */
async function devicesFor(user: UserRecord, event: LiveSwitch): Promise<PushDeviceRecord[]> {
  return (await listPushDevices(user.id)).filter((device) => liveSwitchesOf(device)[event]);
}

/**
 * Sends the push, a score change only when the device heard of none of this game's in the last
 * minute: one held back is not sent later (the next one shows the score then), and its claim is
 * marked done like a sent one, so a record handed over again does not send it either.
 */
async function pushInTurn(
  news: LiveNews,
  user: UserRecord,
  device: PushDeviceRecord,
  payload: PushPayload,
  sender: Sender,
): Promise<void> {
  if (news.event !== 'scores') return sendPush(device, payload);
  const window = liveScoreAlerts(user.id, news.game.id, device.id);
  const slot = await takeAlertSlot(window, sender.now, SCORE_PUSH_QUIET_SECONDS);
  if (!slot) return;
  try {
    await sendPush(device, payload);
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
}
