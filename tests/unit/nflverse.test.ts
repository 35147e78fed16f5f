import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNflverseSchedule, parseNflverse, type FeedRow } from '../../domain/csv/nflverse';
import { NFL_TEAMS } from '../../domain/teams';

/**
 * The 2024 season as nflverse/nfldata's data/games.csv has it (commit 00011d0f, rows copied byte for
 * byte): 272 regular-season games and 13 playoff games, with their scores and closing lines.
 */
const SEASON_2024 = readFileSync(new URL('../fixtures/nflverse-games-2024.csv', import.meta.url), 'utf8');
const [HEADER = ''] = SEASON_2024.split('\n');
const teamId = (abbreviation: string) => NFL_TEAMS.find((team) => team.abbreviation === abbreviation)?.id;

describe('the nflverse schedule file', () => {
  const parsed = parseNflverse(SEASON_2024, 2024);
  const game = (id: string): FeedRow | undefined => parsed.rows.find((row) => row.gameId === id);

  it('reads every game of the 2024 season into its week: 1-18, then 19-22 for the playoffs', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(285);
    const perWeek = new Map<number, number>();
    for (const row of parsed.rows) perWeek.set(row.week, (perWeek.get(row.week) ?? 0) + 1);
    expect(Math.min(...perWeek.keys())).toBe(1);
    expect(
      [...perWeek.entries()].filter(([week]) => week <= 18).reduce((sum, [, count]) => sum + count, 0),
    ).toBe(272);
    expect([19, 20, 21, 22].map((week) => perWeek.get(week))).toEqual([6, 4, 2, 1]);
    expect(game('2024_22_KC_PHI')).toMatchObject({
      week: 22,
      homeTeamId: teamId('PHI'),
      awayTeamId: teamId('KC'),
    });
  });

  it.each([
    ['the opener, in daylight saving time', '2024_01_BAL_KC', '2024-09-06T00:20:00.000Z'],
    ['the game in São Paulo, given in Eastern time', '2024_01_GB_PHI', '2024-09-07T00:15:00.000Z'],
    ['London in October, still EDT', '2024_05_NYJ_MIN', '2024-10-06T13:30:00.000Z'],
    ['the last Sunday before the clocks go back', '2024_08_PHI_CIN', '2024-10-27T17:00:00.000Z'],
    ['the first Sunday after', '2024_09_DAL_ATL', '2024-11-03T18:00:00.000Z'],
    ['Munich in November, EST', '2024_10_NYG_CAR', '2024-11-10T14:30:00.000Z'],
    ['Thanksgiving, early game', '2024_13_CHI_DET', '2024-11-28T17:30:00.000Z'],
    ['Thanksgiving, night game', '2024_13_MIA_GB', '2024-11-29T01:20:00.000Z'],
    ['Christmas', '2024_17_KC_PIT', '2024-12-25T18:00:00.000Z'],
    ['the Super Bowl, in February', '2024_22_KC_PHI', '2025-02-09T23:30:00.000Z'],
  ])('kicks off %s at the right instant in UTC', (_name, id, instant) => {
    expect(game(id)?.gameDate).toBe(instant);
  });

  it.each([
    // spread_line positive: the home team is favoured by that much.
    ['2024_01_BAL_KC', 'KC', -3, 46],
    ['2024_01_GB_PHI', 'PHI', -2, 49.5],
    ['2024_05_NYJ_MIN', 'MIN', -2.5, 42],
    ['2024_06_JAX_CHI', 'JAX', -1.5, 44.5],
    ['2024_07_NE_JAX', 'JAX', -6.5, 42],
    ['2024_10_NYG_CAR', 'NYG', -6.5, 40.5],
    ['2024_13_CHI_DET', 'DET', -9.5, 47.5],
    ['2024_13_NYG_DAL', 'DAL', -4.5, 39],
    ['2024_17_KC_PIT', 'KC', -3, 43.5],
    ['2024_19_MIN_LA', 'MIN', -2.5, 47.5],
    ['2024_22_KC_PHI', 'KC', -1.5, 48.5],
  ])('gives %s its favourite %s at %d, total %d', (id, favourite, spreadLine, totalLine) => {
    expect(game(id)?.line).toEqual({ favoriteTeamId: teamId(favourite), spreadLine, totalLine });
  });

  it.each([
    // The file's moneylines, American odds: the opener, an even-money road team, a road favourite.
    ['2024_01_BAL_KC', 124, -148],
    ['2024_09_CHI_ARI', 100, -120],
    ['2024_09_NO_CAR', -345, 275],
    ['2024_22_KC_PHI', -120, 100],
  ])('gives %s the moneylines away %d, home %d', (id, away, home) => {
    expect(game(id)?.moneyline).toEqual({ away, home });
  });

  it('reads empty moneylines as none, and keeps out a row with a malformed one or half a pair', () => {
    const text = [
      'game_id,season,game_type,week,gameday,gametime,away_team,home_team,away_moneyline,home_moneyline',
      '2024_01_A,2024,REG,1,2024-09-08,13:00,NE,BUF,,',
      '2024_01_B,2024,REG,1,2024-09-08,13:00,NE,BUF,+150,-180',
      '2024_01_C,2024,REG,1,2024-09-08,13:00,NE,BUF,+15o,-180',
      '2024_01_D,2024,REG,1,2024-09-08,13:00,NE,BUF,99,1e3',
      '2024_01_E,2024,REG,1,2024-09-08,13:00,NE,BUF,124,',
    ].join('\n');
    const file = parseNflverse(text, 2024);
    expect(file.rows.map((row) => [row.gameId, row.moneyline])).toEqual([
      ['2024_01_A', null],
      ['2024_01_B', { away: 150, home: -180 }],
    ]);
    const notAmerican = (cell: string) =>
      `${cell} is not American odds (a whole number from 100 to 10000, or -100 to -10000)`;
    expect(file.errors).toEqual([
      `Row 4: ${notAmerican('away_moneyline +15o')}`,
      `Row 5: ${notAmerican('away_moneyline 99')}; ${notAmerican('home_moneyline 1e3')}`,
      'Row 6: away_moneyline and home_moneyline go together',
    ]);
  });

  it("reads LA as the Rams, and a played game's scores as its final", () => {
    expect(game('2024_19_MIN_LA')).toMatchObject({ homeTeamId: teamId('LAR'), final: { home: 27, away: 9 } });
    expect(game('2024_01_BAL_KC')?.final).toEqual({ home: 27, away: 20 });
  });

  it('reads the 7 neutral-site games with their stadiums, and the others as home games', () => {
    const neutral = parseNflverse(SEASON_2024, 2024).rows.filter((row) => row.neutralSite);
    expect(neutral.map((row) => [row.gameId, row.stadium])).toEqual([
      ['2024_01_GB_PHI', 'Arena Corinthians'],
      ['2024_05_NYJ_MIN', 'Tottenham Stadium'],
      ['2024_06_JAX_CHI', 'Tottenham Stadium'],
      ['2024_07_NE_JAX', 'Wembley Stadium'],
      ['2024_10_NYG_CAR', 'Allianz Arena'],
      ['2024_19_MIN_LA', 'State Farm Stadium'],
      ['2024_22_KC_PHI', 'Mercedes-Benz Superdome'],
    ]);
    expect(game('2024_01_BAL_KC')).toMatchObject({ neutralSite: false, stadium: null });
  });

  it('reads a location it does not know, or a stadium it cannot show, as not said', () => {
    const text = [
      'game_id,season,game_type,week,gameday,gametime,away_team,home_team,location,stadium',
      '2024_01_A,2024,REG,1,2024-09-08,13:00,NE,BUF,constructor,Somewhere',
      `2024_01_B,2024,REG,1,2024-09-08,13:00,NE,BUF,NEUTRAL,${'x'.repeat(101)}`,
      '2024_01_C,2024,REG,1,2024-09-08,13:00,NE,BUF,Neutral,"Line\u0007bell"',
      '2024_01_D,2024,REG,1,2024-09-08,13:00,NE,BUF,,',
    ].join('\n');
    const file = parseNflverse(text, 2024);
    expect(file.errors).toEqual([]);
    expect(file.rows.map((row) => [row.neutralSite, row.stadium])).toEqual([
      [null, null],
      [true, null],
      [true, null],
      [null, null],
    ]);
  });

  it("finds columns by name, maps the teams' former codes, and leaves out other seasons", () => {
    const text = [
      'season,week,game_type,game_id,home_team,away_team,gameday,gametime,new_column,home_score,away_score',
      '2024,1,REG,2008_01_X,STL,OAK,2024-09-08,13:00,x,,',
      '2023,1,REG,2023_01_A,SD,OAK,2023-09-10,13:00,x,10,3',
      '2024,2,PRE,2024_P2,SD,KC,2024-08-15,20:00,x,,',
    ].join('\n');
    const file = parseNflverse(text, 2024);
    expect(file.errors).toEqual([]);
    expect(file.otherSeasons).toBe(1);
    expect(file.rows).toEqual([
      expect.objectContaining({
        gameId: '2008_01_X',
        homeTeamId: teamId('LAR'),
        awayTeamId: teamId('LV'),
        line: null,
        moneyline: null,
        final: null,
      }),
      expect.objectContaining({ gameId: '2024_P2', week: -1, homeTeamId: teamId('LAC') }),
    ]);
  });

  it('reports each row it cannot read, with its row number and why, and keeps the rest', () => {
    const rows = [
      '2024_01_BAL_KC,2024,REG,1,2024-09-05,Thursday,20:20,BAL,20,KC,27',
      '2024_01_X,2024,REG,19,2024-09-05,Thursday,20:20,BAL,20,KC,27',
      '2024_01_Y,2024,REG,1,2024-09-05,Thursday,,XYZ,,KC,',
      '2024_01_Z,2024,SB,22,2025-02-09,Sunday,18:30,KC,120,PHI,40',
    ];
    const file = parseNflverse(
      [
        'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score',
        ...rows,
      ].join('\n'),
      2024,
    );
    expect(file.rows.map((row) => row.gameId)).toEqual(['2024_01_BAL_KC']);
    expect(file.errors).toEqual([
      'Row 3: game_type REG and week 19 are not a week we know',
      'Row 4: away_team XYZ is not a team we know; gameday "2024-09-05" and gametime "" must be YYYY-MM-DD and HH:MM',
      'Row 5: home_score 40 and away_score 120 are not a final score',
    ]);
  });

  it('is told from the SPEC schedule CSV by its header, and refused whole without its columns', () => {
    expect(isNflverseSchedule(SEASON_2024)).toBe(true);
    expect(isNflverseSchedule(`\uFEFF${HEADER}\n`)).toBe(true);
    expect(isNflverseSchedule('game_id,home_team,away_team,game_date,game_time,season,week,timezone\n')).toBe(
      false,
    );
    expect(parseNflverse('game_id,season,week\n1,2024,1\n', 2024).errors).toEqual([
      'The header row is missing the columns game_type, gameday, gametime, away_team, home_team',
    ]);
  });
});
