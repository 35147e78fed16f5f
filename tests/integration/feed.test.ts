import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countDynamoDbCalls } from '../../bench/dynamodb-calls';
import type { GamePage } from '../../domain/bets';
import type { FeedStatus } from '../../domain/feed';
import type { Game } from '../../domain/games';
import { importFeed } from '../../functions/imports/import-feed';
import { fetchFeed } from '../../functions/schedules/fetch-feed';
import { acceptBet, getBet, proposeBet } from '../../functions/store/bets';
import { getFeedState } from '../../functions/store/feed';
import { findGameIdBySource, getGame, listWeekGames } from '../../functions/store/games';
import { waitForImportResult } from '../../functions/store/imports';
import { scoreGame } from '../../functions/store/settlement';
import { callApi } from '../support/api';
import { scheduleGame } from '../support/betting';
import { upload } from '../support/uploads';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/**
 * docs/product.md, The NFL schedule feed: the real 2024 season in the nflverse format (nflverse/nfldata's
 * data/games.csv, its 285 rows of 2024 copied byte for byte), imported as the feed imports it.
 */
const SEASON_2024 = readFileSync(new URL('../fixtures/nflverse-games-2024.csv', import.meta.url), 'utf8');
const [HEADER = '', ...ROWS] = SEASON_2024.trimEnd().split('\n');
const COLUMNS = HEADER.split(',');

/** The file with each row changed by `change` (its fields, by column name). */
function edited(change: (fields: Record<string, string>) => Record<string, string> | undefined): string {
  const rows = ROWS.flatMap((row) => {
    const fields = Object.fromEntries(row.split(',').map((value, index) => [COLUMNS[index] ?? '', value]));
    const changed = change(fields);
    return changed ? [COLUMNS.map((name) => changed[name] ?? '').join(',')] : [];
  });
  return [HEADER, ...rows].join('\n');
}
const BEFORE_SEASON = new Date('2024-09-01T12:00:00Z');
const AFTER_SEASON = new Date('2025-03-01T12:00:00Z');

const previousSeason = process.env.FEED_SEASON;
beforeAll(async () => {
  process.env.FEED_SEASON = '2024';
  await ensureAdmin();
});
afterAll(() => {
  process.env.FEED_SEASON = previousSeason;
});

const gameOf = async (sourceId: string) => getGame((await findGameIdBySource(sourceId)) ?? '');

describe('importing the nflverse schedule file', () => {
  // A whole season with its finals: seconds alone, 33-67 s beside the other suites, and CI ran files
  // up to 7 times slower than this machine (vitest.config.ts).
  it(
    'imports a whole real season into its weeks with its lines, and its finals settle the open bets',
    { timeout: 300_000 },
    async () => {
      // Before the season, the opening week and the Super Bowl, with their lines and no scores yet.
      const scheduled = await importFeed(
        edited((fields) =>
          fields.week === '1' || fields.week === '22'
            ? { ...fields, away_score: '', home_score: '' }
            : undefined,
        ),
        BEFORE_SEASON,
      );
      expect(scheduled).toMatchObject({ created: 17, updated: 0, unchanged: 0, errorDetails: [] });
      expect(scheduled.message).toBe(
        '2024 season: 17 new games, 0 moved, 0 unchanged; 17 lines set; 0 finals applied (0 bets settled, 0 re-graded).',
      );
      expect(await gameOf('2024_01_BAL_KC')).toMatchObject({
        week: 1,
        gameDate: '2024-09-06T00:20:00.000Z',
        status: 'scheduled',
        line: { favoriteTeamId: 16, spreadLine: -3, totalLine: 46 },
      });

      // Two bets the day before the opener: Ann gives 3 with KC, Cat takes the Super Bowl's Over 48.5.
      const [ann, ben, cat, dan] = await Promise.all([
        registeredUser({ firstName: 'Ann' }),
        registeredUser({ firstName: 'Ben' }),
        registeredUser({ firstName: 'Cat' }),
        registeredUser({ firstName: 'Dan' }),
      ]);
      const opener = await gameOf('2024_01_BAL_KC');
      const superBowl = await gameOf('2024_22_KC_PHI');
      const betDay = new Date('2024-09-05T12:00:00Z');
      const spread = await proposeBet(
        ann,
        { gameId: opener?.id ?? '', betType: 'spread', selection: 'home', spread: -3, amount: 1000 },
        { now: betDay },
      );
      await acceptBet(ben, spread.bet.id, betDay);
      const total = await proposeBet(
        cat,
        {
          gameId: superBowl?.id ?? '',
          betType: 'over_under',
          selection: 'over',
          overUnder: 48.5,
          amount: 2000,
        },
        { now: betDay },
      );
      await acceptBet(dan, total.bet.id, betDay);

      // After the season, the whole file: every game in its week, every final official, the lines of
      // games already played left as they were bet on, and the closing line of each game first seen
      // after its kickoff.
      const played = await importFeed(SEASON_2024, AFTER_SEASON);
      expect(played.message).toBe(
        '2024 season: 268 new games, 0 moved, 17 unchanged; 268 lines set; 285 finals applied (2 bets settled, 0 re-graded).',
      );
      // MIN, at home on the file's books, by 2.5 with 42 points, in London.
      expect(await gameOf('2024_05_NYJ_MIN')).toMatchObject({
        line: { favoriteTeamId: 21, spreadLine: -2.5, totalLine: 42 },
        neutralSite: true,
        stadium: 'Tottenham Stadium',
      });
      const week5 = (await callApi<Game[]>('GET', '/api/games/2024/5', { as: ADMIN_EMAIL })).body;
      expect(week5.find((game) => game.gameId === '2024_05_NYJ_MIN')).toMatchObject({
        neutralSite: true,
        stadium: 'Tottenham Stadium',
        lines: [{ spreadFavorite: 21, spreadLine: -2.5, totalLine: 42 }],
      });
      expect(week5.filter((game) => game.neutralSite).map((game) => game.gameId)).toEqual([
        '2024_05_NYJ_MIN',
      ]);
      expect(await gameOf('2024_22_KC_PHI')).toMatchObject({
        neutralSite: true,
        stadium: 'Mercedes-Benz Superdome',
      });
      expect(await listWeekGames(2024, 1)).toHaveLength(16);
      expect(await listWeekGames(2024, 18)).toHaveLength(16);
      expect(await listWeekGames(2024, 19)).toHaveLength(6);
      expect(await listWeekGames(2024, 22)).toHaveLength(1);
      // KC 27, BAL 20: KC -3 covers. KC 22, PHI 40: 62 points, over 48.5.
      expect(await getBet(spread.bet.id)).toMatchObject({
        status: 'settled',
        finalScore: '27-20',
        winnerId: ann.id,
        settledBy: 'feed',
      });
      expect(await getBet(total.bet.id)).toMatchObject({
        status: 'settled',
        finalScore: '40-22',
        winnerId: cat.id,
      });
      expect(await gameOf('2024_22_KC_PHI')).toMatchObject({
        status: 'final',
        homeScore: 40,
        awayScore: 22,
        finalSource: 'feed',
      });

      // The same file again reads the games and writes none of them.
      const { result: again, calls } = await countDynamoDbCalls(() => importFeed(SEASON_2024, AFTER_SEASON));
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 285 });
      const writes = calls.filter((call) => !/^(BatchGetItem|GetItem|Query)Command$/.test(call));
      // Only the dashboard's note of the import.
      expect(writes).toEqual(['UpdateItemCommand']);
    },
  );

  it("keeps an admin's own final against the feed's, shows the two, and moves a game the feed moved", async () => {
    // Games of their own: the 2024 week 1 rows under other ids.
    const renamed = (withScores: boolean, gameday?: string, totalLine?: string) =>
      edited((fields) =>
        fields.week === '1'
          ? {
              ...fields,
              game_id: `own_${fields.game_id ?? ''}`,
              ...(withScores ? {} : { away_score: '', home_score: '' }),
              ...(gameday && fields.game_id === '2024_01_PIT_ATL' ? { gameday } : {}),
              ...(totalLine ? { total_line: totalLine } : {}),
            }
          : undefined,
      );
    expect(await importFeed(renamed(false), BEFORE_SEASON)).toMatchObject({ created: 16 });
    // Moved a day later before kickoff: the game keeps its id and moves.
    expect(await importFeed(renamed(false, '2024-09-09'), BEFORE_SEASON)).toMatchObject({
      updated: 1,
      unchanged: 15,
    });
    expect((await gameOf('own_2024_01_PIT_ATL'))?.gameDate).toBe('2024-09-09T17:00:00.000Z');

    // The total moves after kickoff: the games keep the line their bets were made on.
    const late = await importFeed(renamed(false, '2024-09-09', '55.5'), new Date('2024-09-10T12:00:00Z'));
    expect(late.message).toContain('0 lines set');
    expect((await gameOf('own_2024_01_BAL_KC'))?.line?.totalLine).toBe(46);

    // The admin scored the opener 21 - 20 before the feed had it.
    const opener = await gameOf('own_2024_01_BAL_KC');
    await scoreGame(opener?.id ?? '', { home: 21, away: 20 }, new Date('2024-09-06T04:00:00Z'));
    const played = await importFeed(renamed(true), AFTER_SEASON);
    expect(played.message).toContain("1 admin final kept against the feed's");
    expect(await getGame(opener?.id ?? '')).toMatchObject({
      homeScore: 21,
      awayScore: 20,
      finalSource: 'admin',
    });

    const status = (await callApi<FeedStatus>('GET', '/api/admin/feed', { as: ADMIN_EMAIL })).body;
    expect(status.lastImport?.disagreements).toEqual([
      { gameId: 'own_2024_01_BAL_KC', matchup: 'BAL @ KC', admin: 'BAL 20 - KC 21', feed: 'BAL 20 - KC 27' },
    ]);
  });
  it('keeps the kickoff of a game that has kicked off when the file moves it, and says so', async () => {
    // Week 8's games under ids of their own (the first weeks are full of the tests' games).
    const moved = (gameday?: string) =>
      edited((fields) =>
        fields.week === '8'
          ? {
              ...fields,
              game_id: `kept_${fields.game_id ?? ''}`,
              away_score: '',
              home_score: '',
              ...(gameday && fields.game_id === '2024_08_PHI_CIN' ? { gameday } : {}),
            }
          : undefined,
      );
    expect(await importFeed(moved(), BEFORE_SEASON)).toMatchObject({ created: 16 });

    // Two hours after it kicked off, the file puts the game two days later: betting must not reopen.
    const during = await importFeed(moved('2024-10-29'), new Date('2024-10-27T19:23:00Z'));

    expect(during).toMatchObject({ updated: 0, unchanged: 16 });
    expect(during.errorDetails).toEqual([
      'Row 3: game kept_2024_08_PHI_CIN kicked off at 2024-10-27T17:00:00.000Z and keeps that kickoff, not 2024-10-29T17:00:00.000Z: a game that has started does not move (void it if it will not be played)',
    ]);
    expect((await gameOf('kept_2024_08_PHI_CIN'))?.gameDate).toBe('2024-10-27T17:00:00.000Z');
  });
  it("reports a final the file later leaves blank on the feed's card, and keeps it", async () => {
    const week3 = (withScores: boolean) =>
      edited((fields) =>
        fields.week === '3'
          ? {
              ...fields,
              game_id: `blank_${fields.game_id ?? ''}`,
              ...(withScores || fields.game_id !== '2024_03_NE_NYJ'
                ? {}
                : { away_score: '', home_score: '' }),
            }
          : undefined,
      );
    expect(await importFeed(week3(true), AFTER_SEASON)).toMatchObject({ created: 16 });

    const blanked = await importFeed(week3(false), AFTER_SEASON);

    const problem =
      'Row 2: game blank_2024_03_NE_NYJ has no final score in this file, though an earlier one gave NE 3 - NYJ 24; that final stands';
    expect(blanked.errorDetails).toEqual([problem]);
    const status = (await callApi<FeedStatus>('GET', '/api/admin/feed', { as: ADMIN_EMAIL })).body;
    expect(status.lastImport?.problems).toEqual([problem]);
    expect(await gameOf('blank_2024_03_NE_NYJ')).toMatchObject({
      status: 'final',
      homeScore: 24,
      awayScore: 3,
      finalSource: 'feed',
    });
  });

  it('gives a game first seen after kickoff its closing line, but not a game with bets', async () => {
    const week4 = (withLines: boolean) =>
      edited((fields) =>
        fields.week === '4'
          ? {
              ...fields,
              game_id: `closing_${fields.game_id ?? ''}`,
              away_score: '',
              home_score: '',
              ...(withLines ? {} : { spread_line: '', total_line: '' }),
            }
          : undefined,
      );
    // Known before the season without lines; Ann and Ben bet on one game on their own line.
    expect(await importFeed(week4(false), BEFORE_SEASON)).toMatchObject({ created: 16 });
    const [ann, ben] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Ben' }),
    ]);
    const betOn = await gameOf('closing_2024_04_DAL_NYG');
    const betDay = new Date('2024-09-20T12:00:00Z');
    const { bet } = await proposeBet(
      ann,
      { gameId: betOn?.id ?? '', betType: 'over_under', selection: 'over', overUnder: 44, amount: 1000 },
      { now: betDay },
    );
    await acceptBet(ben, bet.id, betDay);

    const after = await importFeed(week4(true), AFTER_SEASON);

    expect(after.message).toContain('15 lines set');
    expect((await gameOf('closing_2024_04_DAL_NYG'))?.line).toBeUndefined();
    expect((await gameOf('closing_2024_04_NO_ATL'))?.line).toBeDefined();
  });

  it("stores the file's moneylines and answers them with the game, follows a later file until kickoff, and refuses a malformed one", async () => {
    // Week 9's 15 games under ids of their own, not played yet; `change` edits a row.
    const week9 = (change: (fields: Record<string, string>) => Record<string, string> = (fields) => fields) =>
      edited((fields) =>
        fields.week === '9'
          ? change({ ...fields, game_id: `odds_${fields.game_id ?? ''}`, away_score: '', home_score: '' })
          : undefined,
      );
    const uploadFile = (text: string) =>
      upload('/api/games/upload-csv', { name: 'games.csv', type: 'text/csv', text });
    const answers = async () => {
      const week = (await callApi<Game[]>('GET', '/api/games/2024/9', { as: ADMIN_EMAIL })).body;
      return new Map(week.map((game) => [game.gameId, game]));
    };

    // Uploaded long after these games kicked off: each takes the file's moneylines, its closing odds.
    const uploaded = await uploadFile(week9());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ created: 15, errors: 0 });
    expect(uploaded.body.message).toContain('15 lines set');
    // HOU +124 at NYJ -148; CHI at ARI, even money against -120.
    expect(await gameOf('odds_2024_09_HOU_NYJ')).toMatchObject({ moneyline: { away: 124, home: -148 } });
    const week = await answers();
    expect(week.get('odds_2024_09_HOU_NYJ')?.moneyline).toEqual({ away: 124, home: -148 });
    expect(week.get('odds_2024_09_CHI_ARI')?.moneyline).toEqual({ away: 100, home: -120 });
    const page = await callApi<GamePage>('GET', `/api/games/${week.get('odds_2024_09_NO_CAR')?.id ?? ''}`, {
      as: ADMIN_EMAIL,
    });
    expect(page.body.game.moneyline).toEqual({ away: -345, home: 275 });

    // Before kickoff a later file empties one game's moneylines and moves another's: the games follow it.
    const moved = await importFeed(
      week9((fields) =>
        fields.game_id === 'odds_2024_09_HOU_NYJ'
          ? { ...fields, away_moneyline: '', home_moneyline: '' }
          : fields.game_id === 'odds_2024_09_DAL_ATL'
            ? { ...fields, away_moneyline: '150', home_moneyline: '-180' }
            : fields,
      ),
      new Date('2024-10-30T12:00:00Z'),
    );
    expect(moved.message).toContain('2 lines set');
    expect((await gameOf('odds_2024_09_HOU_NYJ'))?.moneyline).toBeUndefined();
    expect(await gameOf('odds_2024_09_DAL_ATL')).toMatchObject({
      moneyline: { away: 150, home: -180 },
      line: { favoriteTeamId: 2, spreadLine: -3, totalLine: 52 },
    });
    const after = await answers();
    expect(after.get('odds_2024_09_HOU_NYJ')).not.toHaveProperty('moneyline');
    expect(after.get('odds_2024_09_DAL_ATL')?.moneyline).toEqual({ away: 150, home: -180 });

    // After kickoff, an upload with a malformed cell: that row is refused and says why; the game that had
    // none takes the file's again, the one that had its own keeps it.
    const malformed = await uploadFile(
      week9((fields) =>
        fields.game_id === 'odds_2024_09_DEN_BAL' ? { ...fields, home_moneyline: '-44o' } : fields,
      ),
    );
    expect(malformed.status, JSON.stringify(malformed.body)).toBe(200);
    expect(malformed.body.errorDetails).toEqual([
      'Row 4: home_moneyline -44o is not American odds (a whole number from 100 to 10000, or -100 to -10000)',
    ]);
    expect((await gameOf('odds_2024_09_DEN_BAL'))?.moneyline).toEqual({ away: 330, home: -440 });
    expect((await gameOf('odds_2024_09_HOU_NYJ'))?.moneyline).toEqual({ away: 124, home: -148 });
    expect((await gameOf('odds_2024_09_DAL_ATL'))?.moneyline).toEqual({ away: 150, home: -180 });
  });
});

describe('the fetch-feed job', () => {
  let server: Server;
  let serve: (request: { etag: string | undefined }) => { status: number; body?: string; etag?: string };
  const seen: (string | undefined)[] = [];
  const previousUrl = process.env.FEED_URL;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers['if-none-match']);
      const answer = serve({ etag: request.headers['if-none-match'] });
      response.writeHead(answer.status, answer.etag ? { etag: answer.etag } : {});
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/games.csv`;
  });
  afterAll(async () => {
    process.env.FEED_URL = previousUrl;
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    seen.length = 0;
  });

  /** One fetch as the schedule runs it, and the import its file ran. */
  const fetchNow = async (now: Date) => {
    const fetched = await fetchFeed(now, { force: true });
    if (fetched.uploadId) await waitForImportResult(fetched.uploadId);
    return { outcome: fetched.outcome, state: await getFeedState() };
  };
  // Week 2's games under ids of their own (week 1 already has as many games as a week may).
  const weekTwo = (withScores: boolean) =>
    edited((fields) =>
      fields.week === '2'
        ? {
            ...fields,
            game_id: `feed_${fields.game_id ?? ''}`,
            ...(withScores ? {} : { away_score: '', home_score: '' }),
          }
        : undefined,
    );

  it('asks for the file only if it changed, imports it when it did, and keeps the last good data when the feed fails', async () => {
    const etag = '"v1"';
    serve = ({ etag: asked }) =>
      asked === etag ? { status: 304 } : { status: 200, body: weekTwo(false), etag };
    const first = await fetchNow(BEFORE_SEASON);
    expect(first.outcome).toBe('changed');
    expect(first.state).toMatchObject({ etag, lastOutcome: 'changed', failuresInARow: 0 });
    expect(first.state?.lastImport?.problems).toEqual([]);
    expect(first.state?.lastImport?.games).toEqual({ created: 16, updated: 0, unchanged: 0 });
    expect(await gameOf('feed_2024_02_BUF_MIA')).toMatchObject({ status: 'scheduled' });

    // Unchanged: the server answers 304 to the ETag it gave.
    expect((await fetchNow(new Date(BEFORE_SEASON.getTime() + 3600_000))).outcome).toBe('unchanged');
    expect(seen).toEqual([undefined, etag]);

    // A server that ignores If-None-Match: the same bytes are still no change.
    serve = () => ({ status: 200, body: weekTwo(false) });
    expect((await fetchNow(BEFORE_SEASON)).outcome).toBe('unchanged');

    // Down, then not the schedule file: failures in a row, and the games stay.
    serve = () => ({ status: 503 });
    const down = await fetchNow(BEFORE_SEASON);
    expect(down).toMatchObject({ outcome: 'failed', state: { failuresInARow: 1, lastOutcome: 'failed' } });
    expect(down.state?.lastError).toMatch(/answered 503/);
    // Nobody listening at all.
    const listening = process.env.FEED_URL;
    process.env.FEED_URL = 'http://127.0.0.1:1/games.csv';
    expect(await fetchNow(BEFORE_SEASON)).toMatchObject({ outcome: 'failed', state: { failuresInARow: 2 } });
    process.env.FEED_URL = listening;
    serve = () => ({ status: 200, body: '<html>Moved</html>' });
    const renamed = await fetchNow(BEFORE_SEASON);
    expect(renamed.state).toMatchObject({
      failuresInARow: 3,
      lastError: 'The file is not the nflverse schedule: its header lacks game_type, gameday or gametime',
    });
    expect((await listWeekGames(2024, 2)).filter((game) => game.gameId.startsWith('feed_'))).toHaveLength(16);

    // A file of another season changes nothing here, and says so.
    serve = () => ({
      status: 200,
      body: SEASON_2024.replaceAll('\n2024_', '\n1999_').replaceAll(',2024,', ',1999,'),
    });
    const otherSeason = await fetchNow(BEFORE_SEASON);
    expect(otherSeason.state).toMatchObject({ failuresInARow: 0, lastOutcome: 'changed' });
    expect(otherSeason.state?.lastImport?.problems).toEqual(['The file has no games of the 2024 season']);

    // A changed file: the scores are in, and they are the games' finals.
    serve = () => ({ status: 200, body: weekTwo(true), etag: '"v2"' });
    const changed = await fetchNow(AFTER_SEASON);
    expect(changed.state?.lastImport?.finals).toMatchObject({ applied: 16 });
    // BUF 31 at MIA 10.
    expect(await gameOf('feed_2024_02_BUF_MIA')).toMatchObject({
      status: 'final',
      homeScore: 10,
      awayScore: 31,
    });
  });

  it('fetches hourly, and every run while a game is being played', async () => {
    serve = () => ({ status: 304 });
    const now = new Date();
    await fetchFeed(now, { force: true });
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect((await fetchFeed(later(10))).outcome).toBe('not due');
    // A game that kicked off long ago and was never scored is not in play.
    await scheduleGame({ kickoffInHours: -10, season: 2026, week: 12 });
    expect((await fetchFeed(later(15))).outcome).toBe('not due');
    // A game kicked off an hour ago and has no final: its score may come in any minute.
    await scheduleGame({ kickoffInHours: -1, season: 2026, week: 12 });
    expect((await fetchFeed(later(20))).outcome).toBe('unchanged');
  });
});
