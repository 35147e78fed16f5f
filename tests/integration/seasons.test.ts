import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { BettingLine, Game } from '../../domain/games';
import type { LeaderboardRow } from '../../domain/leaderboard';
import type { Transaction } from '../../domain/ledger';
import { calendarWeek, kickoffDays, seasonOf, type SeasonsOverview } from '../../domain/seasons';
import { scheduleSummary } from '../../functions/store/games';
import { callApi } from '../support/api';
import {
  betSettledByAdmin,
  betting,
  expectStatus,
  proposedThroughApi,
  scheduleGame,
} from '../support/betting';
import { SCHEDULE_HEADER, uploadLines, uploadSchedule } from '../support/uploads';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const HOUR = 60 * 60 * 1000;
const get = <T>(path: string, as = ADMIN_EMAIL) => callApi<T>('GET', path, { as });
const seasons = async () => (await get<SeasonsOverview>('/api/seasons')).body;

/** A schedule row kicking off at `when`, written in UTC (EST would be New York's clock in summer). */
function scheduleRow(gameId: string, home: string, away: string, when: Date, season: number, week: number) {
  const utc = when.toISOString();
  return `${gameId},${home},${away},${utc.slice(0, 10)},${utc.slice(11, 19)},${season},${week},UTC`;
}

const pick = (rows: LeaderboardRow[]) =>
  rows.map(({ firstName, totalBets, wins, losses, totalWinnings }) => ({
    firstName,
    totalBets,
    wins,
    losses,
    totalWinnings,
  }));

describe('seasons on the real calendar', () => {
  it('opens on the calendar week while there are no games at all', async () => {
    await ensureAdmin();
    const current = calendarWeek(new Date());
    expect(await seasons()).toEqual({ current, seasons: [current.season], latestResults: null });
  });

  it("takes this season's schedule and lines through the uploads, bets and settles on it, and ranks it by week, season and all time, beside 2025", async () => {
    const [ada, ben] = await Promise.all([
      registeredUser({ firstName: 'Ada' }),
      registeredUser({ firstName: 'Ben' }),
    ]);
    // A game kicking off within the hour (bet on now, settled once its kickoff is moved up), and one
    // next week.
    const kickoff = new Date(Date.now() + HOUR / 2);
    const season = seasonOf(kickoff);
    const { week } = calendarWeek(kickoff);
    const nextWeek = Math.min(22, week + 1);
    const schedule = await uploadSchedule(
      [
        SCHEDULE_HEADER,
        scheduleRow('seasons-soon', 'PHI', 'DAL', kickoff, season, week),
        scheduleRow('seasons-later', 'KC', 'DEN', new Date(Date.now() + 72 * HOUR), season, nextWeek),
      ].join('\n'),
    );
    expect(schedule.body).toMatchObject({ created: 2, errors: 0 });
    expect(
      (await uploadLines('gameId,spreadFavorite,spreadLine,totalLine\nseasons-soon,homeTeamId,-2.5,47.5'))
        .body,
    ).toMatchObject({ created: 1, errors: 0 });

    expect(await seasons()).toEqual({ current: { season, week }, seasons: [season], latestResults: null });
    const games = (await get<Game[]>(`/api/games/${season}/${week}`)).body;
    const game = games.find((candidate) => candidate.gameId === 'seasons-soon');
    expect(game).toMatchObject({ season, week, lines: [{ spreadLine: -2.5, totalLine: 47.5 }] });
    const lines = (await get<BettingLine[]>(`/api/betting-lines/${season}/${week}`)).body;
    expect(lines).toEqual([expect.objectContaining({ gameId: game?.id, homeSpread: -2.5 })]);
    // The route without a season answers for the season under way.
    expect((await get<BettingLine[]>(`/api/betting-lines/${week}`)).body).toEqual(lines);

    const proposed = await proposedThroughApi(ada, {
      gameId: game?.id,
      betType: 'spread',
      selection: 'home',
      spread: -2.5,
      amount: 40,
    });
    expect(proposed.game).toMatchObject({ season, week });
    expectStatus(await betting.accept(ben, proposed.id), 200);
    // The league moves the kickoff up: the same row, imported again, and the game has started.
    const started = new Date(Date.now() - 60_000);
    expect(
      (
        await uploadSchedule(
          [SCHEDULE_HEADER, scheduleRow('seasons-soon', 'PHI', 'DAL', started, season, week)].join('\n'),
        )
      ).body,
    ).toMatchObject({ updated: 1 });
    expectStatus(await betting.proposeScore(ben, proposed.id, 27, 20), 200);
    expectStatus(await betting.acceptScore(ada, proposed.id), 200);

    const adaWins = { firstName: 'Ada', totalBets: 1, wins: 1, losses: 0, totalWinnings: '40.00' };
    const benLoses = { firstName: 'Ben', totalBets: 1, wins: 0, losses: 1, totalWinnings: '-40.00' };
    const weekly = await get<LeaderboardRow[]>(`/api/leaderboard/weekly/${season}/${week}`, ada.email);
    expect(pick(weekly.body)).toEqual([adaWins, benLoses]);
    const seasonal = await get<LeaderboardRow[]>(`/api/leaderboard/season/${season}`, ada.email);
    expect(pick(seasonal.body)).toEqual([adaWins, benLoses]);
    // The Weekly leaderboard opens on the latest week with results.
    expect((await seasons()).latestResults).toEqual({ season, week });
    const [adaEntry] = (await callApi<Transaction[]>('GET', '/api/transactions', { as: ada.email })).body;
    expect(adaEntry).toMatchObject({ type: 'bet_win', amount: '40.00', season });

    // A bet of the 2025 season, settled as then: its leaderboards answer as before, and all time adds both.
    const old = await scheduleGame({ kickoffInHours: -2, season: 2025, week: 12 });
    await betSettledByAdmin(
      { proposer: ben, acceptor: ada },
      old,
      { betType: 'over_under', selection: 'over', overUnder: 40.5, amount: 10_000 },
      { home: 30, away: 21 },
    );
    const past = await get<LeaderboardRow[]>('/api/leaderboard/season/2025', ada.email);
    expect(pick(past.body)).toEqual([
      { firstName: 'Ben', totalBets: 1, wins: 1, losses: 0, totalWinnings: '100.00' },
      { firstName: 'Ada', totalBets: 1, wins: 0, losses: 1, totalWinnings: '-100.00' },
    ]);
    expect(
      pick((await get<LeaderboardRow[]>('/api/leaderboard/weekly/2025/12', ada.email)).body),
    ).toHaveLength(2);
    expect(pick(seasonal.body)).toEqual(
      pick((await get<LeaderboardRow[]>(`/api/leaderboard/season/${season}`, ada.email)).body),
    );
    const allTime = await get<LeaderboardRow[]>('/api/leaderboard/all-time', ada.email);
    expect(pick(allTime.body)).toEqual([
      { firstName: 'Ben', totalBets: 2, wins: 1, losses: 1, totalWinnings: '60.00' },
      { firstName: 'Ada', totalBets: 2, wins: 1, losses: 1, totalWinnings: '-60.00' },
    ]);
    expect((await get<Game[]>('/api/games/2025/12')).body.map((candidate) => candidate.id)).toEqual([old.id]);
    expect(await seasons()).toMatchObject({
      seasons: [...new Set([season, 2025])].sort((a, b) => b - a),
      latestResults: { season, week },
    });
    // Settled bets are the player's history (GET /api/bets/history), across seasons.
    const history = (await betting.history(ada)).body;
    expect(history.map((entry: Bet) => entry.game.season).sort()).toEqual([2025, season].sort());
  });

  it('moves on to the next week once the games under way are final', async () => {
    // A season of its own far ahead, so the games of the test above do not count.
    const future = calendarWeek(new Date()).season + 50;
    const week = 7;
    const started = await scheduleGame({ kickoffInHours: -2, season: future, week });
    await scheduleGame({ kickoffInHours: 30, season: future, week: week + 1 });
    expect((await seasons()).current).toEqual({ season: future, week });

    const [cy, di] = await Promise.all([registeredUser(), registeredUser()]);
    await betSettledByAdmin(
      { proposer: cy, acceptor: di },
      started,
      { betType: 'spread', selection: 'away', spread: 3, amount: 500 },
      { home: 10, away: 10 },
    );
    expect((await seasons()).current).toEqual({ season: future, week: week + 1 });
  });

  it('counts a game in the week it moved to when its file is imported again', async () => {
    const season = calendarWeek(new Date()).season + 60;
    const [day = ''] = kickoffDays({ season, week: 15 });
    const weeks = async () =>
      (await scheduleSummary(new Date())).weeksWithGames.filter((week) => week.season === season);
    const row = (week: number) =>
      `${SCHEDULE_HEADER}\nseasons-moved,NE,NYJ,${day},13:00,${season},${week},EST`;
    expect((await uploadSchedule(row(15))).body).toMatchObject({ created: 1 });
    expect(await weeks()).toEqual([{ season, week: 15 }]);
    expect((await uploadSchedule(row(16))).body).toMatchObject({ updated: 1 });
    expect(await weeks()).toEqual([{ season, week: 16 }]);
  });
});
