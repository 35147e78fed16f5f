import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import { calendarWeek, seasonOf } from '../../domain/seasons';
import { IMPORTS_BUCKET } from '../../infra/local/local-s3';
import { importRows } from '../../functions/imports/run-import';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import { listAcceptedBetsKickingOff } from '../../functions/store/bet-lists';
import { findGameIdBySource, GameNotChangeable, getGame } from '../../functions/store/games';
import { getImportResult, type ImportResult } from '../../functions/store/imports';
import { callApi, requestsSent } from '../support/api';
import { upload, uploadLines, uploadSchedule } from '../support/uploads';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

// How much this file sent, said in the run's output (tests/README.md, "How npm test runs").
afterAll(() => {
  console.info(`CSV uploads: ${requestsSent(/upload/)}`);
});

/** The 2025 season's week 1, as the admin uploaded it then: 2025 data keeps importing as it did. */
const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

const weekGames = async (week: number) =>
  (await callApi<Game[]>('GET', `/api/games/2025/${week}`, { as: ADMIN_EMAIL })).body;

const SCHEDULE_HEADER = 'game_id,home_team,away_team,game_date,game_time,season,week,timezone';

beforeAll(ensureAdmin);

/** How many files the imports bucket holds: an upload refused at once never reaches it. */
async function importFilesInBucket(): Promise<number> {
  const s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const { KeyCount = 0 } = await s3.send(
    new ListObjectsV2Command({ Bucket: IMPORTS_BUCKET, Prefix: 'imports/' }),
  );
  s3.destroy();
  return KeyCount;
}

describe('CSV imports through the bucket', () => {
  it('imports the 2025 week 1 schedule and lines through the API, and a second time changes nothing', async () => {
    const schedule = await uploadSchedule(await fixture('schedule-2025-week-1.csv'));
    expect(schedule.status).toBe(200);
    expect(schedule.body).toMatchObject({
      created: 16,
      updated: 0,
      unchanged: 0,
      errors: 0,
      errorDetails: [],
    });
    expect(schedule.body.message).toBe('Imported 16 new games.');

    const games = await weekGames(1);
    expect(games).toHaveLength(16);
    expect(games.find((game) => game.gameId === '2025090400')).toMatchObject({
      homeTeam: { abbreviation: 'PHI' },
      awayTeam: { abbreviation: 'DAL' },
      gameDate: '2025-09-05T00:20:00.000Z',
      status: 'scheduled',
    });

    const lines = await uploadLines(await fixture('lines-2025-week-1.csv'));
    expect(lines.body).toMatchObject({ created: 16, errors: 0 });
    const withLines = await weekGames(1);
    expect(withLines.find((game) => game.gameId === '2025090400')?.lines[0]).toMatchObject({
      spreadFavorite: 26,
      spreadLine: -7,
      homeSpread: -7,
      awaySpread: 7,
      totalLine: 47.5,
    });
    expect(withLines.find((game) => game.gameId === '2025090709')?.lines[0]).toMatchObject({
      spreadFavorite: 29,
      homeSpread: -2.5,
    });

    const again = await uploadSchedule(await fixture('schedule-2025-week-1.csv'));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 16, errors: 0 });
    expect(await weekGames(1)).toEqual(withLines);
    expect((await uploadLines(await fixture('lines-2025-week-1.csv'))).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 16,
    });
  });

  it('imports the good rows and reports each bad one with its row number and reason', async () => {
    const text = [
      'game_id,home_team,away_team,game_date,game_time,season,week,timezone',
      'mixed-1,KC,DEN,2025-09-14,16:25,2025,2,EDT',
      'mixed-2,KC,ZZZ,2025-09-14,16:25,2025,2,EDT',
      'mixed-3,SF,NO,2025-09-14,13:00,2024,2,EDT',
    ].join('\n');

    const response = await uploadSchedule(text);

    expect(response.body).toMatchObject({
      created: 1,
      errors: 2,
      errorDetails: [
        'Row 3: away_team "ZZZ" is not a known team',
        'Row 4: game_date 2025-09-14 is outside the 2024 season, which runs from March 2024 to February 2025',
      ],
    });
  });

  it('imports a row whose EDT does not match its date as New York clock time, and warns about it', async () => {
    const response = await uploadSchedule(
      [
        SCHEDULE_HEADER,
        'zone-1,NYG,DAL,2025-11-29,13:00,2025,13,EDT',
        'zone-2,NE,MIA,2025-11-30,13:00,2025,13,ET',
      ].join('\n'),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      created: 2,
      errors: 0,
      errorDetails: [],
      warnings: 1,
      warningDetails: [
        'Row 2: timezone EDT does not match 2025-11-29, when Eastern time is EST; read as 13:00 EST',
      ],
      message: 'Imported 2 new games; 1 row has a warning.',
    });
    const games = await weekGames(13);
    expect(games.find((game) => game.gameId === 'zone-1')?.gameDate).toBe('2025-11-29T18:00:00.000Z');
    expect(games.find((game) => game.gameId === 'zone-2')?.gameDate).toBe('2025-11-30T18:00:00.000Z');
  });

  it('drops the warning of a row the store refuses: the row has its error, and did not import', async () => {
    const outcome = await importRows(
      {
        rows: [{ rowNumber: 2 }, { rowNumber: 3 }],
        errors: [],
        warnings: ['Row 2: read otherwise', 'Row 3: read otherwise'],
      },
      (row) =>
        row.rowNumber === 3
          ? Promise.reject(new GameNotChangeable('week 13 of 2025 is full'))
          : Promise.resolve('created' as const),
      (error) => error instanceof GameNotChangeable,
    );
    expect(outcome).toMatchObject({
      created: 1,
      errorDetails: ['Row 3: week 13 of 2025 is full'],
      warningDetails: ['Row 2: read otherwise'],
    });
  });

  it('updates a game whose kickoff moved, when its file is imported again', async () => {
    // A December still to come: a game that has kicked off keeps its kickoff (the tests below).
    const season = new Date().getUTCFullYear() + 1;
    const row = (time: string) =>
      `game_id,home_team,away_team,game_date,game_time,season,week,timezone\nflex-1,NYG,DAL,${season}-12-21,${time},${season},16,EST`;
    expect((await uploadSchedule(row('13:00'))).body).toMatchObject({ created: 1 });
    expect((await uploadSchedule(row('20:20'))).body).toMatchObject({ created: 0, updated: 1 });
    const games = (await callApi<Game[]>('GET', `/api/games/${season}/16`, { as: ADMIN_EMAIL })).body;
    expect(games.find((game) => game.gameId === 'flex-1')?.gameDate).toBe(`${season}-12-22T01:20:00.000Z`);
  });

  it('reports lines for unknown games and for teams that do not play in the game', async () => {
    const response = await uploadLines(
      'game_id,spread_favorite,spread_line,total_line\nno-such-game,homeTeamId,-3,44\n2025090400,16,-3,44\n',
    );
    expect(response.body).toMatchObject({
      created: 0,
      errorDetails: [
        'Row 2: no game has game_id no-such-game',
        'Row 3: KC (team 16) does not play in game 2025090400',
      ],
    });
  });

  it('imports a file an operator copies straight into the bucket, as if it were uploaded', async () => {
    const s3 = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const text =
      'game_id,home_team,away_team,game_date,game_time,season,week,timezone\nmanual-1,LV,LAC,2025-10-05,13:05,2025,5,PDT\n';

    await s3.send(
      new PutObjectCommand({
        Bucket: IMPORTS_BUCKET,
        Key: 'imports/schedule/week 5 by hand.csv',
        Body: text,
      }),
    );

    let result: ImportResult | undefined;
    for (let attempt = 0; attempt < 50 && !result; attempt++) {
      result = await getImportResult('week 5 by hand');
      if (!result) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(result).toMatchObject({ status: 'done', created: 1, errors: 0 });
    expect((await weekGames(5)).map((game) => game.gameId)).toContain('manual-1');
  });

  it('refuses a file of more rows than an import takes, or over 4 MB, with a 413 at once and nothing in the bucket', async () => {
    const before = await importFilesInBucket();
    const rows = Array.from(
      { length: 60_000 },
      (_, index) => `bad-${index},XX,YY,2025-13-45,25:99,1999,99,UTC`,
    );
    const tooLong = await uploadSchedule([SCHEDULE_HEADER, ...rows].join('\n'));
    expect(tooLong).toMatchObject({
      status: 413,
      body: {
        message:
          'The file has 60,000 rows; at most 2,000 can be imported at once. Split it into smaller files',
      },
    });
    // A file at the limit, its line breaks inside quotes not counted as rows, goes on to be imported.
    const quoted = Array.from(
      { length: 2_000 },
      (_, index) => `"bad\n${index}",XX,YY,2025-13-45,25:99,1999,99,UTC`,
    );
    expect((await uploadSchedule([SCHEDULE_HEADER, ...quoted].join('\n'))).status).toBe(200);

    const padded = `${SCHEDULE_HEADER}\n${'x'.repeat(4.5 * 1024 * 1024)}`;
    expect(await uploadSchedule(padded)).toMatchObject({
      status: 413,
      body: { message: 'The file is 4.5 MB; an upload may be at most 4 MB' },
    });
    expect(await importFilesInBucket()).toBe(before + 1);
  });

  it('keeps the first 100 errors of a file whose every row is bad, and counts them all', async () => {
    const longName = 'Z'.repeat(1_000);
    const rows = Array.from(
      { length: 2_000 },
      (_, index) => `all-bad-${index},${longName},${longName},2025-09-14,13:00,2025,2,EDT`,
    );
    const response = await uploadSchedule([SCHEDULE_HEADER, ...rows].join('\n'));

    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    expect(response.body).toMatchObject({ created: 0, errors: 2_000 });
    expect(response.body.errorDetails).toHaveLength(100);
    expect(response.body.errorDetails[0]).toMatch(/^Row 2: home_team "Z+/);
    expect(response.body.errorDetails.at(-1)).toMatch(/^Row 101: /);
    for (const detail of response.body.errorDetails) expect(detail.length).toBeLessThanOrEqual(300);
  });

  it('adds at most 32 games to one week, refusing the rows past it, and an upload again changes nothing', async () => {
    const rows = Array.from(
      { length: 40 },
      (_, index) =>
        `full-week-${index},KC,DEN,2025-10-19,${String(index % 24).padStart(2, '0')}:00,2025,7,EDT`,
    );
    const text = [SCHEDULE_HEADER, ...rows].join('\n');

    const first = await uploadSchedule(text);
    expect(first.body).toMatchObject({ created: 32, errors: 8 });
    expect(first.body.message).toBe('Imported 32 new games; 8 rows have errors.');
    // Rows import a few at a time, so which of them found the week full depends on which landed first;
    // each refused row is one whose game the week does not hold.
    const refusedRows = first.body.errorDetails.map((detail) => {
      expect(detail).toMatch(/^Row \d+: week 7 of 2025 already has 32 games, the most one week may have$/);
      return Number(/^Row (\d+):/.exec(detail)?.[1]);
    });
    const held = new Set((await weekGames(7)).map((game) => game.gameId));
    expect(held.size).toBe(32);
    expect(new Set(refusedRows).size).toBe(8);
    expect(refusedRows.filter((row) => held.has(`full-week-${row - 2}`))).toEqual([]);

    const again = await uploadSchedule(text);
    expect(again.body).toMatchObject({ created: 0, unchanged: 32, errors: 8 });
    expect(await weekGames(7)).toHaveLength(32);
  });

  it('lets two uploads at the same moment fill a week to 32 games and no further', async () => {
    const file = (name: string) =>
      [
        SCHEDULE_HEADER,
        ...Array.from(
          { length: 20 },
          (_, index) => `${name}-${index},NE,MIA,2025-10-26,${String(index).padStart(2, '0')}:00,2025,8,EDT`,
        ),
      ].join('\n');

    const [one, other] = await Promise.all([uploadSchedule(file('race-a')), uploadSchedule(file('race-b'))]);

    expect(one.body.created + other.body.created).toBe(32);
    expect(one.body.errors + other.body.errors).toBe(8);
    expect(await weekGames(8)).toHaveLength(32);
  });

  it('refuses to move a game into a full week, and leaves it in its own', async () => {
    const fullWeek = Array.from(
      { length: 32 },
      (_, index) => `week-9-${index},SEA,ARI,2025-11-02,${String(index % 24).padStart(2, '0')}:00,2025,9,EST`,
    );
    const mover = (date: string, week: number) => `mover,LAR,SF,${date},16:05,2025,${week},EST`;
    expect(
      (await uploadSchedule([SCHEDULE_HEADER, ...fullWeek, mover('2025-11-09', 10)].join('\n'))).body,
    ).toMatchObject({ created: 33, errors: 0 });

    const moved = await uploadSchedule([SCHEDULE_HEADER, mover('2025-11-02', 9)].join('\n'));

    expect(moved.body).toMatchObject({
      created: 0,
      updated: 0,
      errors: 1,
      errorDetails: ['Row 2: week 9 of 2025 already has 32 games, the most one week may have'],
      message: 'No games imported: 1 row has errors.',
    });
    expect((await weekGames(10)).map((game) => game.gameId)).toEqual(['mover']);
    expect(await weekGames(9)).toHaveLength(32);
  });

  it.each([
    [
      {
        name: 'schedule.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        text: 'x',
      },
      400,
    ],
    [{ name: 'schedule.txt', type: 'text/plain', text: 'x' }, 400],
  ])('refuses a file that is not a CSV: %j', async (file, status) => {
    const response = await upload('/api/games/upload-csv', file);
    expect(response).toMatchObject({ status, body: { message: 'Please select a valid CSV file' } });
  });

  it('accepts a CSV by its name whatever type the browser gave it', async () => {
    const response = await upload('/api/games/upload-csv', {
      name: 'EMPTY.CSV',
      type: 'application/octet-stream',
      text: '',
    });
    expect(response.body).toMatchObject({ created: 0, errorDetails: ['The file is empty'] });
  });

  it('refuses a body that is not a multipart form', async () => {
    const response = await callApi('POST', '/api/games/upload-csv', {
      as: ADMIN_EMAIL,
      rawBody: 'csv',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.status).toBe(400);
  });

  it('lets only admins upload', async () => {
    const player = await registeredUser();
    const response = await upload(
      '/api/games/upload-csv',
      { name: 'x.csv', type: 'text/csv', text: 'x' },
      player.email,
    );
    expect(response.status).toBe(403);
  });
});

describe('a schedule row for a game that has bets', () => {
  const HOUR = 60 * 60 * 1000;
  /** A game at `kickoff`, written in UTC, in the calendar's week of `weekOf` (the kickoff's by default). */
  const row = (id: string, home: string, away: string, kickoff: Date, weekOf = kickoff) => {
    const utc = kickoff.toISOString();
    return `${SCHEDULE_HEADER}\n${id},${home},${away},${utc.slice(0, 10)},${utc.slice(11, 16)},${seasonOf(weekOf)},${calendarWeek(weekOf).week},UTC`;
  };
  const gameOf = async (id: string) => getGame((await findGameIdBySource(id)) ?? '', { consistent: true });
  /**
   * NE at BUF a week from now (or `inHours` from now, in the past when negative), with Ann's NE -3.5
   * accepted by Ben an hour before kickoff.
   */
  async function gameWithBet(inHours = 7 * 24) {
    const kickoff = new Date(Math.ceil((Date.now() + inHours * HOUR) / 60_000) * 60_000);
    const id = `bets-${randomUUID()}`;
    expect((await uploadSchedule(row(id, 'BUF', 'NE', kickoff))).body).toMatchObject({ created: 1 });
    const gameId = (await findGameIdBySource(id)) ?? '';
    const [ann, ben] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Ben' }),
    ]);
    const before = new Date(kickoff.getTime() - HOUR);
    const { bet } = await proposeBet(
      ann,
      { gameId, betType: 'spread', selection: 'away', spread: -3.5, amount: 1000 },
      { now: before },
    );
    await acceptBet(ben, bet.id, before);
    return { id, gameId, kickoff, ann, ben, bet };
  }

  it('keeps its teams, refusing the row with its bets named, and the bet still reads as placed', async () => {
    const { id, kickoff, ann, bet } = await gameWithBet();

    const response = await uploadSchedule(row(id, 'BUF', 'KC', kickoff));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 0, errors: 1 });
    expect(response.body.errorDetails).toEqual([
      `Row 2: game ${id} has 1 bet (Ann and Ben), so its teams stay NE (team 22) @ BUF (team 4): if it is another game, void it and add this one with a new game_id`,
    ]);
    const mine = (await callApi<Bet[]>('GET', '/api/bets/my', { as: ann.email })).body;
    expect(mine.find((each) => each.id === bet.id)?.game).toMatchObject({
      awayTeam: { abbreviation: 'NE' },
      homeTeam: { abbreviation: 'BUF' },
    });
  });

  it('moves its kickoff, says so, and its bets are found by the new kickoff', async () => {
    const { id, kickoff, bet } = await gameWithBet();
    const earlier = new Date(kickoff.getTime() - 2 * 24 * HOUR);

    const response = await uploadSchedule(row(id, 'BUF', 'NE', earlier));

    expect(response.body).toMatchObject({ updated: 1, errors: 0, warnings: 1 });
    expect(response.body.warningDetails).toEqual([
      `Row 2: game ${id} moved from ${kickoff.toISOString()} to ${earlier.toISOString()} with 1 bet on it, which keep their terms`,
    ]);
    // Reminders and Bet Settlement find accepted bets by kickoff: the new one.
    const kickingOff = await listAcceptedBetsKickingOff(
      new Date(earlier.getTime() - HOUR),
      new Date(earlier.getTime() + HOUR),
    );
    expect(kickingOff.map((each) => each.id)).toContain(bet.id);
  });

  it('keeps the kickoff of a game that has kicked off, says so, and its betting stays closed', async () => {
    const { id, gameId, kickoff, ben } = await gameWithBet(-1);
    const later = new Date(kickoff.getTime() + 2 * 24 * HOUR);
    const before = await gameOf(id);

    const response = await uploadSchedule(row(id, 'BUF', 'NE', later, kickoff));

    expect(response.body).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: 0, warnings: 1 });
    expect(response.body.warningDetails).toEqual([
      `Row 2: game ${id} kicked off at ${kickoff.toISOString()} and keeps that kickoff, not ${later.toISOString()}: a game that has started does not move (void it if it will not be played)`,
    ]);
    expect(await gameOf(id)).toEqual(before);
    const bet = await callApi<{ message: string }>('POST', '/api/bets', {
      as: ben.email,
      body: { gameId, betType: 'spread', selection: 'home', spread: 3.5, amount: '10.00' },
    });
    expect(bet.status).toBe(409);
    expect(bet.body.message).toBe('Betting is closed - game has started');
  });

  it('keeps the kickoff of a game without bets once it has kicked off', async () => {
    const kickoff = new Date(Math.ceil((Date.now() - HOUR) / 60_000) * 60_000);
    const id = `started-${randomUUID()}`;
    expect((await uploadSchedule(row(id, 'BUF', 'NE', kickoff))).body).toMatchObject({ created: 1 });

    const response = await uploadSchedule(
      row(id, 'BUF', 'NE', new Date(kickoff.getTime() + 24 * HOUR), kickoff),
    );

    expect(response.body).toMatchObject({ unchanged: 1, warnings: 1 });
    expect((await gameOf(id))?.gameDate).toBe(kickoff.toISOString());
  });

  it('keeps the kickoff of a game with bets that has kicked off when a row moves it earlier too', async () => {
    const { id, kickoff } = await gameWithBet(-1);
    const earlier = new Date(kickoff.getTime() - 2 * HOUR);
    const before = await gameOf(id);

    const response = await uploadSchedule(row(id, 'BUF', 'NE', earlier, kickoff));

    expect(response.body).toMatchObject({ updated: 0, unchanged: 1, errors: 0, warnings: 1 });
    expect(response.body.warningDetails).toEqual([
      `Row 2: game ${id} kicked off at ${kickoff.toISOString()} and keeps that kickoff, not ${earlier.toISOString()}: a game that has started does not move (void it if it will not be played)`,
    ]);
    expect(await gameOf(id)).toEqual(before);
  });
});
