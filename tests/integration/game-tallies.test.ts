import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getTallies, setStake } from '../../functions/store/game-tallies';

const stakesOf = async (gameId: string) => (await getTallies([gameId])).get(gameId)?.stakes;

describe("a game's tally of the group's bets", () => {
  it('keeps every bet when many reach a game without a tally at once', async () => {
    const gameId = randomUUID();
    const bets = Array.from({ length: 12 }, (_, index) => [`bet-${index}`, 100 * (index + 1)] as const);
    // Each finds no tally and tries to create it; all but one find it created and set their entry.
    expect(await Promise.all(bets.map(([betId, cents]) => setStake(gameId, betId, cents)))).toEqual(
      bets.map(() => true),
    );
    expect(await stakesOf(gameId)).toEqual(Object.fromEntries(bets));
  });

  it('says a record handled again changed nothing, and drops a bet that no longer counts', async () => {
    const gameId = randomUUID();
    expect(await setStake(gameId, 'open', 2500)).toBe(true);
    expect(await setStake(gameId, 'open', 2500)).toBe(false);
    expect(await setStake(gameId, 'open', 5000)).toBe(true);
    expect(await setStake(gameId, 'gone', 0)).toBe(false);
    expect(await setStake(gameId, 'open', 0)).toBe(true);
    expect(await setStake(gameId, 'open', 0)).toBe(false);
    expect(await stakesOf(gameId)).toEqual({});
    expect(await stakesOf(randomUUID())).toBeUndefined();
  });
});
