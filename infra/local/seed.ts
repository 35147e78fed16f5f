import { betProposalInput } from '../../domain/bet-proposal';
import { calendarWeek, previousWeek, type SeasonWeek } from '../../domain/seasons';
import { NFL_TEAMS } from '../../domain/teams';
import { weekLabel } from '../../domain/weeks';
import { acceptBet, cancelBet, proposeBet, proposeSettlement } from '../../functions/store/bets';
import { setFeedLines, setGameLine, setGameResult } from '../../functions/store/games';
import { addScheduledGame } from '../../functions/store/schedule';
import { acceptSettlement } from '../../functions/store/settlement';
import { saveTeams } from '../../functions/store/teams';
import { createUser, getUser, type UserRecord } from '../../functions/store/users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const team = (abbreviation: string) =>
  NFL_TEAMS.find((candidate) => candidate.abbreviation === abbreviation)?.id ?? 0;

export const DEMO_USERS = [
  { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Rivera' },
  { email: 'sam@example.com', firstName: 'Sam', lastName: 'Chen' },
  { email: 'taylor@example.com', firstName: 'Taylor', lastName: 'Brooks' },
];

/**
 * Demo content for a first start on empty data, so every screen has something to show: the teams,
 * the admin and three players, this week's games with lines (in the season and week under way by the
 * NFL calendar, which the Games screen then opens on), a game under way, last week's finals, and bets
 * in every status and of every kind. Everything goes through the same store operations as the API (with past
 * timestamps), so ledgers and leaderboards agree.
 */
export async function seedDemoData(adminEmail: string, now = new Date()): Promise<string[]> {
  await saveTeams(NFL_TEAMS);
  // Everyone joined three weeks ago, before the bets below: ledgers read in date order.
  const joined = new Date(now.getTime() - 21 * DAY);
  await createUser({ email: adminEmail, firstName: 'Avery', lastName: 'Admin' }, joined);
  const [jordan, sam, taylor] = await Promise.all(DEMO_USERS.map((user) => createUser(user, joined)));
  if (!jordan || !sam || !taylor) throw new Error('Demo users were not created');

  const thisWeek = calendarWeek(now);
  const lastWeek = previousWeek(thisWeek);
  const schedule = async (
    gameId: string,
    away: string,
    home: string,
    gameDate: Date,
    { season, week }: SeasonWeek = thisWeek,
  ) =>
    (
      await addScheduledGame({
        gameId,
        season,
        week,
        gameDate: gameDate.toISOString(),
        homeTeamId: team(home),
        awayTeamId: team(away),
      })
    ).id;
  const line = (id: string, favorite: string, spreadLine: number, totalLine: number) =>
    setGameLine(id, { favoriteTeamId: team(favorite), spreadLine, totalLine, updatedAt: now.toISOString() });

  // This week: one game under way (kicked off two hours ago; the live-scores replay plays it out, as
  // the 2023 opener went: docs/product.md, Live scores), six to come.
  const kickoff = (days: number, hourUtc: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hourUtc, 0));
  const live = await schedule('demo-live', 'DET', 'KC', new Date(now.getTime() - 2 * HOUR));
  const upcoming = [
    await schedule('demo-1', 'NYG', 'BUF', kickoff(1, 18)),
    await schedule('demo-2', 'SF', 'SEA', kickoff(1, 21)),
    await schedule('demo-3', 'GB', 'CHI', kickoff(2, 1)),
    await schedule('demo-4', 'BAL', 'CIN', kickoff(3, 0)),
    await schedule('demo-5', 'MIA', 'NYJ', kickoff(4, 18)),
    await schedule('demo-6', 'LAR', 'ARI', kickoff(5, 21)),
  ];
  const [nygBuf = '', sfSea = '', gbChi = '', balCin = '', miaNyj = '', larAri = ''] = upcoming;
  // The opener's closing line.
  await line(live, 'KC', -4.5, 53);
  await line(nygBuf, 'BUF', -2.5, 48.5);
  await line(sfSea, 'SF', -3, 44.5);
  await line(gbChi, 'GB', -6.5, 51);
  await line(balCin, 'BAL', -1, 50.5);
  await line(miaNyj, 'MIA', -3.5, 41.5);
  await line(larAri, 'LAR', -4.5, 45);
  // Moneylines in line with each spread, as the schedule file posts them: straight-up bets start there.
  const moneyline = (id: string, away: number, home: number) =>
    setFeedLines(id, { moneyline: { away, home } });
  await moneyline(live, 180, -218);
  await moneyline(nygBuf, 120, -142);
  await moneyline(sfSea, -155, 135);
  await moneyline(gbChi, -285, 230);
  await moneyline(balCin, -118, -102);
  await moneyline(miaNyj, -185, 154);
  await moneyline(larAri, -218, 180);

  // Last week: three finals.
  const lastWeekDate = (hourUtc: number) => new Date(kickoff(-7, hourUtc).getTime());
  const finals = [
    {
      id: await schedule('demo-final-1', 'NE', 'PIT', lastWeekDate(18), lastWeek),
      score: { home: 24, away: 17 },
    },
    {
      id: await schedule('demo-final-2', 'DEN', 'LV', lastWeekDate(21), lastWeek),
      score: { home: 20, away: 20 },
    },
    {
      id: await schedule('demo-final-3', 'HOU', 'IND', lastWeekDate(25), lastWeek),
      score: { home: 13, away: 27 },
    },
  ];

  // Bets placed and settled in the past, the way the players would have.
  const fresh = async (user: UserRecord) => (await getUser(user.id)) ?? user;
  const before = (gameDate: Date, hours: number) => new Date(gameDate.getTime() - hours * HOUR);
  const settled = async (
    gameId: string,
    gameDate: Date,
    proposer: UserRecord,
    acceptor: UserRecord,
    terms: { selection: 'home' | 'away'; spread: number },
    amountCents: number,
    score: { home: number; away: number },
  ) => {
    const { bet } = await proposeBet(
      await fresh(proposer),
      { gameId, betType: 'spread', ...terms, amount: amountCents },
      { now: before(gameDate, 48) },
    );
    await acceptBet(await fresh(acceptor), bet.id, before(gameDate, 24));
    await proposeSettlement(await fresh(acceptor), bet.id, score, new Date(gameDate.getTime() + 4 * HOUR));
    await acceptSettlement(await fresh(proposer), bet.id, new Date(gameDate.getTime() + 5 * HOUR));
  };
  const [final1, final2, final3] = finals;
  if (!final1 || !final2 || !final3) throw new Error('Demo finals were not scheduled');
  await settled(
    final1.id,
    lastWeekDate(18),
    jordan,
    sam,
    { selection: 'home', spread: -3.5 },
    5000,
    final1.score,
  );
  await settled(
    final2.id,
    lastWeekDate(21),
    sam,
    taylor,
    { selection: 'away', spread: 0 },
    2500,
    final2.score,
  );
  await settled(
    final3.id,
    lastWeekDate(25),
    taylor,
    jordan,
    { selection: 'away', spread: -6.5 },
    4000,
    final3.score,
  );
  for (const final of finals) await setGameResult(final.id, final.score);

  // This week: open proposals, accepted bets, a score waiting for its answer, and a cancelled one.
  const soon = new Date(now.getTime() - 1 * HOUR);
  await proposeBet(
    await fresh(jordan),
    { gameId: nygBuf, betType: 'spread', selection: 'away', spread: 2.5, amount: 5000 },
    { now: soon },
  );
  await proposeBet(
    await fresh(sam),
    { gameId: gbChi, betType: 'over_under', selection: 'over', overUnder: 51, amount: 2000 },
    { now: soon },
  );
  await proposeBet(
    await fresh(taylor),
    { gameId: miaNyj, betType: 'spread', selection: 'home', spread: 3.5, amount: 1500 },
    { now: soon },
  );
  const acceptedUpcoming = (
    await proposeBet(
      await fresh(sam),
      { gameId: sfSea, betType: 'spread', selection: 'home', spread: 3, amount: 3000 },
      { now: soon },
    )
  ).bet;
  await acceptBet(await fresh(taylor), acceptedUpcoming.id, now);

  const earlier = new Date(now.getTime() - DAY);
  const liveAccepted = (
    await proposeBet(
      await fresh(jordan),
      { gameId: live, betType: 'over_under', selection: 'under', overUnder: 53, amount: 2500 },
      { now: earlier },
    )
  ).bet;
  await acceptBet(await fresh(sam), liveAccepted.id, earlier);
  const livePending = (
    await proposeBet(
      await fresh(taylor),
      { gameId: live, betType: 'spread', selection: 'away', spread: 4.5, amount: 1000 },
      { now: earlier },
    )
  ).bet;
  await acceptBet(await fresh(jordan), livePending.id, earlier);
  await proposeSettlement(await fresh(taylor), livePending.id, { home: 20, away: 21 }, now);

  const cancelled = (
    await proposeBet(
      await fresh(taylor),
      { gameId: balCin, betType: 'spread', selection: 'home', spread: 1, amount: 1000 },
      { now: soon },
    )
  ).bet;
  await cancelBet(cancelled.id, taylor.id, now);

  // The other kinds: a straight-up bet at the posted moneyline (LAR -218: 100 to win for 218 risked),
  // a proposition on the game under way, taken (in the real 2023 opener Brian Branch's interception
  // return made it yes), and one on no game, open until a month from now.
  const kinds = (proposal: Record<string, unknown>) => betProposalInput.parse(proposal);
  await proposeBet(
    await fresh(sam),
    kinds({
      gameId: larAri,
      betType: 'moneyline',
      selection: 'away',
      amount: '43.60',
      odds: { win: 100, risk: 218 },
    }),
    { now: soon },
  );
  const pickSix = (
    await proposeBet(
      await fresh(jordan),
      kinds({
        gameId: live,
        betType: 'proposition',
        proposition: 'There is a pick-six',
        selection: 'yes',
        amount: '10.00',
        odds: { win: 3, risk: 1 },
      }),
      { now: earlier },
    )
  ).bet;
  await acceptBet(await fresh(taylor), pickSix.id, earlier);
  await proposeBet(
    await fresh(taylor),
    kinds({
      betType: 'proposition',
      proposition: 'The Bears make the playoffs',
      closesAt: kickoff(30, 18).toISOString(),
      selection: 'no',
      amount: '20.00',
      odds: { win: 1, risk: 2 },
    }),
    { now },
  );

  const named = ({ season, week }: SeasonWeek) => `${season} ${weekLabel(week)}`;
  return [
    `${NFL_TEAMS.length} NFL teams`,
    `${named(thisWeek)}: 7 games with lines (one under way)`,
    `${named(lastWeek)}: 3 final games`,
    `${DEMO_USERS.length} players (${DEMO_USERS.map((user) => user.email).join(', ')})`,
    '13 bets in every status: spread, over/under, straight-up and propositions',
  ];
}
