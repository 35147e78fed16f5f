import { beforeAll, describe, expect, it } from 'vitest';
import { acceptBet, getBet, proposeBet, type BetRecord } from '../../functions/store/bets';
import { auditLedger } from '../../functions/store/ledger-audit';
import type { GameRecord } from '../../functions/store/games';
import type { UserRecord } from '../../functions/store/users';
import { betting, expectStatus, freshUser, scheduleGame } from '../support/betting';
import { registeredUser } from '../support/users';

/**
 * docs/product.md, One score proposal per player and game: a player with several bets on a game sends
 * its final once; each opponent accepts it once for all their bets with that player.
 */
const HOUR = 60 * 60 * 1000;
const START = 100_000;

/** A bet Ann-like `proposer` made and `acceptor` took an hour before `game` kicked off: BUF -3.5. */
async function acceptedBet(
  proposer: UserRecord,
  acceptor: UserRecord,
  game: GameRecord,
  amountCents = 2000,
): Promise<BetRecord> {
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(
    proposer,
    { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount: amountCents },
    { now: before },
  );
  return acceptBet(acceptor, bet.id, before);
}

const statusOf = async (bet: BetRecord) => (await getBet(bet.id))?.status;

let ann: UserRecord;
let ben: UserRecord;
let cat: UserRecord;
let game: GameRecord;
let withBen: BetRecord;
let withCat: BetRecord;

beforeAll(async () => {
  [ann, ben, cat] = await Promise.all([
    registeredUser({ firstName: 'Ann' }),
    registeredUser({ firstName: 'Ben' }),
    registeredUser({ firstName: 'Cat' }),
  ]);
  game = await scheduleGame({ kickoffInHours: -2, week: 9 });
  withBen = await acceptedBet(ann, ben, game, 2000);
  withCat = await acceptedBet(ann, cat, game, 3000);
});

describe('a player with bets on one game against two opponents', () => {
  it("one score proposal covers both bets; each opponent's acceptance settles only their own", async () => {
    // Ann took BUF (home) -3.5 in both; 27-20 covers: Ann wins both.
    const proposed = expectStatus(await betting.proposeScore(ann, withBen.id, 27, 20), 200).body;
    expect(proposed).toMatchObject({ id: withBen.id, status: 'pending_settlement', alsoBets: [withCat.id] });
    expect(await getBet(withCat.id)).toMatchObject({
      status: 'pending_settlement',
      pendingSettlementScore: '27-20',
      settlementProposerId: ann.id,
    });

    const bens = expectStatus(await betting.acceptScore(ben, withBen.id), 200).body;
    expect(bens).toMatchObject({ status: 'settled', winnerId: ann.id, alsoBets: [] });
    expect(await statusOf(withCat)).toBe('pending_settlement');

    const cats = expectStatus(await betting.acceptScore(cat, withCat.id), 200).body;
    expect(cats).toMatchObject({ status: 'settled', winnerId: ann.id, alsoBets: [] });

    expect(await freshUser(ann)).toMatchObject({ balanceCents: START + 5000, availableCents: START + 5000 });
    expect(await freshUser(ben)).toMatchObject({ balanceCents: START - 2000, availableCents: START - 2000 });
    expect(await freshUser(cat)).toMatchObject({ balanceCents: START - 3000, availableCents: START - 3000 });
    expect((await auditLedger()).problems).toEqual([]);
  });
});

describe('a player with two bets against one opponent', () => {
  let dan: UserRecord;
  let eve: UserRecord;
  let other: GameRecord;
  beforeAll(async () => {
    [dan, eve] = await Promise.all([
      registeredUser({ firstName: 'Dan' }),
      registeredUser({ firstName: 'Eve' }),
    ]);
    other = await scheduleGame({ kickoffInHours: -2, week: 10 });
  });

  it("the opponent's one acceptance settles both bets that wait for the same score", async () => {
    const first = await acceptedBet(dan, eve, other);
    const second = await acceptedBet(eve, dan, other);
    const proposed = expectStatus(await betting.proposeScore(dan, first.id, 10, 30), 200).body;
    expect(proposed.alsoBets).toEqual([second.id]);

    const accepted = expectStatus(await betting.acceptScore(eve, first.id), 200).body;
    expect(accepted).toMatchObject({ status: 'settled', alsoBets: [second.id] });
    // One bet each way at 20.00: Eve wins the first, Dan the second.
    expect(await getBet(second.id)).toMatchObject({
      status: 'settled',
      finalScore: '10-30',
      winnerId: dan.id,
    });
    expect(await freshUser(dan)).toMatchObject({ balanceCents: START, availableCents: START });
    expect(await freshUser(eve)).toMatchObject({ balanceCents: START, availableCents: START });
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('leaves a bet that carries a score of its own, and settles only those waiting for the same score', async () => {
    const [fay, gus] = await Promise.all([
      registeredUser({ firstName: 'Fay' }),
      registeredUser({ firstName: 'Gus' }),
    ]);
    const third = await scheduleGame({ kickoffInHours: -2, week: 11 });
    const answered = await acceptedBet(fay, gus, third);
    const gusScore = await acceptedBet(fay, gus, third);
    const gussed = expectStatus(await betting.proposeScore(gus, gusScore.id, 14, 14), 200).body;
    expect(gussed.alsoBets).toEqual([answered.id]);
    const later = await acceptedBet(fay, gus, third);

    // Fay answers Gus's score on one bet with another: the bet still waiting for her keeps Gus's.
    const proposed = expectStatus(await betting.proposeScore(fay, answered.id, 24, 17), 200).body;
    expect(proposed.alsoBets).toEqual([later.id]);
    const waiting = {
      status: 'pending_settlement',
      pendingSettlementScore: '14-14',
      settlementProposerId: gus.id,
    };
    expect(await getBet(gusScore.id)).toMatchObject(waiting);

    const accepted = expectStatus(await betting.acceptScore(gus, answered.id), 200).body;
    expect(accepted.alsoBets).toEqual([later.id]);
    expect(await statusOf(later)).toBe('settled');
    expect(await getBet(gusScore.id)).toMatchObject(waiting);
    expect((await auditLedger()).problems).toEqual([]);
  });
});
