import type { DynamoDBRecord } from 'aws-lambda';
import type { Activity } from '../../domain/activity';
import { ACTIVE_STATUSES, type Side } from '../../domain/bets';
import { recordJustHit } from '../store/activity';
import { listGameBets } from '../store/bet-lists';
import { betEntity, gameEntity, type BetRecord, type GameRecord } from '../store/entities';
import { recordOf } from '../store/entity';
import { itemOf } from '../stream/image';
import { transitionOf } from '../notifications/transitions';
import { describeGame } from './describe-game';

type JustHit = Activity & { betId: string; gameId: string };

/**
 * docs/product.md, The group's activity and Live scores: a bet decided says so in the feed, once,
 * "Sam's Over 47.5 against Jordan just hit": an over/under bet as soon as the live total passes its
 * line (the Over has hit), any other when its official final settles it, for the winner's side.
 * Answers how many items this record wrote.
 */
export async function recordHits(record: DynamoDBRecord): Promise<number> {
  const after = itemOf(record.dynamodb?.NewImage);
  const before = itemOf(record.dynamodb?.OldImage);
  let hits: JustHit[] = [];
  if (after?.entity === gameEntity.name && record.eventName === 'MODIFY')
    hits = await passedLines(before && recordOf(gameEntity, before), recordOf(gameEntity, after));
  if (after?.entity === betEntity.name && before) {
    const hit = await settledByFinal(recordOf(betEntity, before), recordOf(betEntity, after));
    hits = hit ? [hit] : [];
  }
  let wrote = 0;
  // One at a time: each is its own transaction with its game's tally.
  for (const hit of hits) if (await recordJustHit(hit)) wrote += 1;
  return wrote;
}

const totalOf = (game: GameRecord | undefined) => (game?.live ? game.live.home + game.live.away : 0);

/** The active over/under bets whose line the game's live total passed with this change. */
async function passedLines(before: GameRecord | undefined, after: GameRecord): Promise<JustHit[]> {
  const [was, is] = [totalOf(before), totalOf(after)];
  if (!after.live || is <= was) return [];
  const passed = (await listGameBets(after.id)).filter(
    (bet) =>
      bet.betType === 'over_under' &&
      ACTIVE_STATUSES.includes(bet.status) &&
      bet.overUnder !== null &&
      was <= bet.overUnder &&
      bet.overUnder < is,
  );
  const at = after.live.readAt;
  return Promise.all(
    passed.map((bet) => justHit(bet, after.id, bet.selection === 'over' ? 'proposer' : 'acceptor', at)),
  );
}

/** A bet its game's official final settled, for its winner's side; nothing for a push. */
async function settledByFinal(before: BetRecord, after: BetRecord): Promise<JustHit | undefined> {
  if (transitionOf(before, after) !== 'settled') return undefined;
  if (after.settledBy === undefined || after.settledBy === 'players' || !after.winnerId) return undefined;
  // docs/product.md, Disputes: a proposition, settled by its players or decided by the admin, is news
  // as their agreement is, not a pick that just hit; one on no game has no game's tally besides.
  if (after.betType === 'proposition' || after.gameId === undefined) return undefined;
  const side: Side = after.winnerId === after.proposerId ? 'proposer' : 'acceptor';
  return justHit(after, after.gameId, side, after.settledAt ?? after.createdAt);
}

/** The item for `side`'s pick having hit, at `at`. */
async function justHit(bet: BetRecord, gameId: string, side: Side, at: string): Promise<JustHit> {
  const { matchup, pickFor } = await describeGame(bet);
  const [actor, other] =
    side === 'proposer'
      ? [bet.proposerFirstName, bet.acceptorFirstName ?? 'their opponent']
      : [bet.acceptorFirstName ?? 'their opponent', bet.proposerFirstName];
  return {
    id: `${bet.id}#just_hit`,
    kind: 'just_hit',
    at,
    actor,
    other,
    betId: bet.id,
    gameId,
    ...(matchup !== undefined && { matchup }),
    pick: pickFor(side),
  };
}
