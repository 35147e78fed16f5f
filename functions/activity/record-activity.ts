import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { BIG_WIN_CENTS, type Activity } from '../../domain/activity';
import { fromHomeAway } from '../../domain/scores';
import { sideStakes, stakeOnGame, wonCents } from '../../domain/stakes';
import { transitionOf, type BetTransition } from '../notifications/transitions';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { itemOf } from '../stream/image';
import { handleInOrder } from '../stream/in-order';
import { bumpActivityStamp, recordActivity } from '../store/activity';
import { setStake } from '../store/game-tallies';
import { betEntity, userEntity, type BetRecord, type UserRecord } from '../store/entities';
import { recordOf } from '../store/entity';
import { describeGame } from './describe-game';
import { recordHits } from './just-hit';

/**
 * The record-activity function: reads the table's stream (bets created or changed, users created,
 * games changed, as its filters hand them over) and writes the group's activity feed, one item per
 * event, each once however often its record is handled (docs/product.md, The group's activity), and
 * each game's tally of the bets on it (The game page). Records are handled in order; the first that fails is reported,
 * so the stream retries from it.
 */
export const handler = observed(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  let recorded = 0;
  const result = await handleInOrder(
    event,
    async (record) => {
      const tallied = await tallyBet(record);
      const item = await activityOf(record);
      const wrote = item !== undefined && (await recordActivity(item));
      const hits = await recordHits(record);
      recorded += Number(wrote) + hits;
      if (tallied || wrote || hits > 0) await bumpActivityStamp(new Date());
    },
    'Recording activity failed; the stream retries it',
  );
  if (result.batchItemFailures.length === 0)
    logger.info('Stream records handled', { records: event.Records.length, recorded });
  return result;
});

/** Sets a bet's stake on its game's tally when this record changes it; answers whether the tally changed. */
async function tallyBet(record: DynamoDBRecord): Promise<boolean> {
  const after = itemOf(record.dynamodb?.NewImage);
  if (after?.entity !== betEntity.name) return false;
  const bet = recordOf(betEntity, after);
  const before = itemOf(record.dynamodb?.OldImage);
  // A game-less proposition is on no game's tally (docs/product.md, Propositions).
  if (bet.gameId === undefined) return false;
  const stake = stakeOnGame(bet);
  if (before && stakeOnGame(recordOf(betEntity, before)) === stake) return false;
  return setStake(bet.gameId, bet.id, stake);
}

/** The feed item a stream record makes, if it makes one. */
async function activityOf(record: DynamoDBRecord): Promise<Activity | undefined> {
  const after = itemOf(record.dynamodb?.NewImage);
  if (after?.entity === userEntity.name) {
    if (record.eventName !== 'INSERT') return undefined;
    const user: UserRecord = recordOf(userEntity, after);
    return { id: `user#${user.id}`, kind: 'joined', at: user.createdAt, actor: user.firstName };
  }
  if (after?.entity !== betEntity.name) return undefined;
  const bet = recordOf(betEntity, after);
  const beforeItem = itemOf(record.dynamodb?.OldImage);
  const before = beforeItem ? recordOf(betEntity, beforeItem) : undefined;
  const transition = transitionOf(before, bet);
  if (!transition) return undefined;
  return betActivity(bet, transition);
}

/** docs/product.md, The group's activity: which transitions the group hears of, and in whose words. */
async function betActivity(bet: BetRecord, transition: BetTransition): Promise<Activity | undefined> {
  const base = {
    id: `${bet.id}#${transition}#${bet.version}`,
    betId: bet.id,
    ...(bet.gameId !== undefined && { gameId: bet.gameId }),
  };
  const { matchup, pickFor } = await describeGame(bet);
  const acceptor = bet.acceptorFirstName ?? 'their opponent';
  // Each side is named with its own stake, a settlement with what the winner took.
  const stakes = sideStakes(bet);
  switch (transition) {
    case 'proposed':
      return {
        ...base,
        kind: bet.challengeeId ? 'challenged' : 'proposed',
        at: bet.createdAt,
        actor: bet.proposerFirstName,
        ...(bet.challengeeFirstName && { other: bet.challengeeFirstName }),
        matchup,
        pick: pickFor('proposer'),
        amountCents: stakes.proposer.riskCents,
      };
    case 'accepted':
      return {
        ...base,
        kind: 'accepted',
        at: bet.acceptedAt ?? bet.createdAt,
        actor: acceptor,
        other: bet.proposerFirstName,
        matchup,
        pick: pickFor('acceptor'),
        amountCents: stakes.acceptor.riskCents,
      };
    case 'settled':
    case 'regraded': {
      const winnerIsProposer = bet.winnerId === bet.proposerId;
      const push = bet.winnerId === null || bet.winnerId === undefined;
      const [actor, other] =
        push || winnerIsProposer ? [bet.proposerFirstName, acceptor] : [acceptor, bet.proposerFirstName];
      const big = !push && wonCents(bet) >= BIG_WIN_CENTS;
      return {
        ...base,
        kind: transition === 'regraded' ? 'regraded' : big ? 'big_win' : 'settled',
        at: (transition === 'regraded' ? bet.regradedAt : undefined) ?? bet.settledAt ?? bet.createdAt,
        actor,
        other,
        matchup,
        ...(bet.gameId === undefined && { pick: pickFor(winnerIsProposer ? 'proposer' : 'acceptor') }),
        amountCents: push ? bet.amountCents : wonCents(bet),
        ...(push && { push: true }),
        ...(bet.finalScore && matchup && { score: scoreLine(bet.finalScore, matchup) }),
      };
    }
    default:
      // Score proposals are the two players' business; withdrawn and voided proposals are not news.
      return undefined;
  }
}

/** "home-away" as the matchup reads, away first: "KC 21, BUF 24". */
function scoreLine(homeAway: string, matchup: string): string {
  const score = fromHomeAway(homeAway);
  const [away, home] = matchup.split(' @ ');
  return score ? `${away} ${score.away}, ${home} ${score.home}` : homeAway;
}
