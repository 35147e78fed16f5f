import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { describeActivity, type Activity } from '../../domain/activity';
import type { Game } from '../../domain/games';
import { handler } from '../../functions/activity/record-activity';
import { requiredEnv } from '../../functions/config';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import type { UserRecord } from '../../functions/store/users';
import { activityFunction } from '../../functions/triggers';
import { TableStream } from '../../infra/local/table-stream';
import { callApi } from '../support/api';
import { betting, expectStatus, proposedThroughApi, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/** Every batch the stream handed to the record-activity function, in order. */
const handedOver: DynamoDBStreamEvent[] = [];
let stream: TableStream;

/** Hands every change committed so far to the function, as the stream does. */
const recordActivity = () => stream.drain();

const feed = async (as: UserRecord, query = '?limit=100') =>
  expectStatus(await callApi<Activity[]>('GET', `/api/activity${query}`, { as: as.email }), 200);

/** The tallies of this file's two games, as their weeks' lists answer them. */
async function tallies(): Promise<Record<string, Game['tally']>> {
  const weeks = await Promise.all(
    [upcoming, started].map(async (game) =>
      expectStatus(
        await callApi<Game[]>('GET', `/api/games/${game.season}/${game.week}`, { as: ann.email }),
        200,
      ),
    ),
  );
  const listed = weeks.flatMap((week) => week.body);
  return Object.fromEntries(
    [upcoming, started].map((game) => [game.id, listed.find((g) => g.id === game.id)?.tally]),
  );
}

let ann: UserRecord, ben: UserRecord, cal: UserRecord;
let upcoming: GameRecord, started: GameRecord;

beforeAll(async () => {
  stream = await TableStream.open({
    endpoint: inject('dynamoEndpoint'),
    tableName: requiredEnv('TABLE_NAME'),
    trigger: activityFunction.stream,
    handler: (event) => {
      handedOver.push(event);
      return handler(event);
    },
    startAt: 'end',
  });
  await ensureAdmin();
  ann = await registeredUser({ firstName: 'Ann' });
  ben = await registeredUser({ firstName: 'Ben' });
  cal = await registeredUser({ firstName: 'Cal' });
  upcoming = await scheduleGame({ kickoffInHours: 30 });
  started = await scheduleGame({ kickoffInHours: -1, week: 6 });
});

describe("the group's activity feed", () => {
  it('lists each kind of event once, newest first, from the stream', async () => {
    await recordActivity();
    const dee = await registeredUser({ firstName: 'Dee' });
    const open = await proposedThroughApi(ann, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '25',
    });
    const challenge = await proposedThroughApi(ben, {
      gameId: upcoming.id,
      betType: 'over_under',
      selection: 'over',
      overUnder: 44.5,
      amount: '10',
      challengeeId: cal.id,
    });
    expectStatus(await betting.accept(cal, challenge.id), 200);
    // A bet on the game under way, agreed before kickoff, then settled by its players.
    const minutesBefore = (minutes: number) => new Date(Date.parse(started.gameDate) - minutes * 60_000);
    const { bet: small } = await proposeBet(
      ann,
      { gameId: started.id, betType: 'spread', selection: 'home', spread: -2.5, amount: 2000 },
      { now: minutesBefore(50) },
    );
    await acceptBet(ben, small.id, minutesBefore(40));
    expectStatus(await betting.proposeScore(ann, small.id, 24, 17), 200);
    expectStatus(await betting.acceptScore(ben, small.id), 200);
    // A big one, settled by the admin's official final, which also re-grades the players' bet.
    const { bet: big } = await proposeBet(
      cal,
      { gameId: started.id, betType: 'over_under', selection: 'under', overUnder: 50.5, amount: 15000 },
      { now: minutesBefore(30) },
    );
    await acceptBet(dee, big.id, minutesBefore(20));
    // A withdrawn proposal and a score proposal are not news.
    const withdrawn = await proposedThroughApi(dee, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'away',
      spread: 1.5,
      amount: '5',
    });
    expectStatus(await betting.cancel(dee, withdrawn.id), 200);
    expectStatus(
      await callApi('POST', `/api/admin/games/${started.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 20, awayScore: 21 },
      }),
      200,
    );

    await recordActivity();
    const items = (await feed(dee)).body;
    // Newest first by when each happened; what happened at one instant (an official final's bets) in
    // any order.
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    // Those who joined before this test are in the feed too, in their place.
    const setUp = ['Admin', 'Ann', 'Ben', 'Cal'];
    const news = items.filter((item) => !(item.kind === 'joined' && setUp.includes(item.actor)));
    expect(news.map(describeActivity).sort()).toEqual(
      [
        'Dee joined the group',
        'Ann proposed BUF -3.5 on KC @ BUF for 25.00 Pigskins',
        'Ben challenged Cal: Over 44.5 on KC @ BUF for 10.00 Pigskins',
        "Cal took Ben's bet on KC @ BUF for 10.00 Pigskins",
        'Ann beat Ben on KC @ BUF and won 20.00 Pigskins',
        'Dee proposed KC +1.5 on KC @ BUF for 5.00 Pigskins',
        'Big win: Cal took 150.00 Pigskins from Dee on KC @ BUF',
        // Settled by the official final: its winner's side just hit (docs/product.md, Live scores).
        "Cal's Under 50.5 against Dee just hit",
        'The official final of KC @ BUF re-graded a bet: Ben now wins 20.00 Pigskins from Ann',
        // Agreed before kickoff: older than the rest.
        'Ann proposed BUF -2.5 on KC @ BUF for 20.00 Pigskins',
        "Ben took Ann's bet on KC @ BUF for 20.00 Pigskins",
        'Cal proposed Under 50.5 on KC @ BUF for 150.00 Pigskins',
        "Dee took Cal's bet on KC @ BUF for 150.00 Pigskins",
      ].sort(),
    );
    expect(news.slice(-4).map(describeActivity)).toEqual([
      "Dee took Cal's bet on KC @ BUF for 150.00 Pigskins",
      'Cal proposed Under 50.5 on KC @ BUF for 150.00 Pigskins',
      "Ben took Ann's bet on KC @ BUF for 20.00 Pigskins",
      'Ann proposed BUF -2.5 on KC @ BUF for 20.00 Pigskins',
    ]);
    expect(
      items
        .filter((item) => !news.includes(item))
        .map(describeActivity)
        .sort(),
    ).toEqual(setUp.map((name) => `${name} joined the group`));
    expect(items.find((item) => item.kind === 'big_win')).toMatchObject({
      betId: big.id,
      gameId: started.id,
      score: 'KC 21, BUF 20',
    });
    expect(items.find((item) => item.betId === open.id)).toMatchObject({ kind: 'proposed', actor: 'Ann' });
  });

  it("counts on each game's card the group's bets on it and what they put on it", async () => {
    // On the game to come: Ann's open 25 (her stake alone), Ben and Cal's 10 (both stakes); Dee's
    // withdrawn 5 counts no more. On the game under way: 20 and 150, both taken.
    expect(await tallies()).toEqual({
      [upcoming.id]: { bets: 2, staked: '45.00' },
      [started.id]: { bets: 2, staked: '340.00' },
    });
  });

  it('repeats nothing when the stream hands the same records over again, and pages newest first', async () => {
    const before = (await feed(ann)).body;
    const talliesBefore = await tallies();
    for (const batch of handedOver) expect(await handler(batch)).toEqual({ batchItemFailures: [] });
    await recordActivity();
    expect((await feed(ann)).body).toEqual(before);
    expect(await tallies()).toEqual(talliesBefore);

    const first = await feed(ann, '?limit=5');
    expect(first.body).toEqual(before.slice(0, 5));
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link ?? '')?.[1] ?? '';
    const second = await callApi<Activity[]>('GET', next, { as: ann.email });
    expect(second.body).toEqual(before.slice(5, 10));
  });
});

describe('a straight-up bet in the feed', () => {
  it('names its pick with its odds, each side with its own stake, and the winner with what they took', async () => {
    const game = await scheduleGame({ kickoffInHours: -1, week: 7, homeTeamId: 25, awayTeamId: 24 });
    const [eve, fay] = await Promise.all([
      registeredUser({ firstName: 'Eve' }),
      registeredUser({ firstName: 'Fay' }),
    ]);
    const before = new Date(Date.parse(game.gameDate) - 30 * 60_000);
    const { bet } = await proposeBet(
      eve,
      { gameId: game.id, betType: 'moneyline', selection: 'home', odds: { win: 3, risk: 2 }, amount: 10_000 },
      { now: before },
    );
    await acceptBet(fay, bet.id, before);
    await recordActivity();
    const week = expectStatus(
      await callApi<Game[]>('GET', `/api/games/${game.season}/${game.week}`, { as: eve.email }),
      200,
    ).body;
    // Eve's 100.00 and Fay's 150.00 (docs/product.md, The game page).
    expect(week.find((listed) => listed.id === game.id)?.tally).toEqual({ bets: 1, staked: '250.00' });

    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 24, awayScore: 17 },
      }),
      200,
    );
    await recordActivity();

    const lines = (await feed(eve)).body.filter((item) => item.betId === bet.id).map(describeActivity);
    expect(lines.sort()).toEqual(
      [
        'Eve proposed NYJ straight up at 3 to 2 on NYG @ NYJ for 100.00 Pigskins',
        "Fay took Eve's bet on NYG @ NYJ for 150.00 Pigskins",
        'Big win: Eve took 150.00 Pigskins from Fay on NYG @ NYJ',
        "Eve's NYJ straight up at 3 to 2 against Fay just hit",
      ].sort(),
    );
  });
});

describe('a proposition on no game in the feed', () => {
  it('names its pick where a bet names its game, and leaves every game’s tally as it is', async () => {
    const [gus, hal] = await Promise.all([
      registeredUser({ firstName: 'Gus' }),
      registeredUser({ firstName: 'Hal' }),
    ]);
    await recordActivity();
    const talliesBefore = await tallies();
    const closesAt = new Date(Date.now() - 60 * 60_000);
    const earlier = new Date(closesAt.getTime() - 24 * 60 * 60_000);
    const { bet } = await proposeBet(
      gus,
      {
        betType: 'proposition',
        proposition: 'It snows on Christmas',
        selection: 'no',
        odds: { win: 1, risk: 2 },
        amount: 20_000,
        closesAt: closesAt.toISOString(),
      },
      { now: earlier },
    );
    await acceptBet(hal, bet.id, earlier);
    expectStatus(
      await callApi('POST', `/api/bets/${bet.id}/propose-settlement`, {
        as: hal.email,
        body: { outcome: 'no' },
      }),
      200,
    );
    expectStatus(await betting.acceptScore(gus, bet.id), 200);
    await recordActivity();

    const lines = (await feed(gus)).body.filter((item) => item.betId === bet.id);
    expect(lines.every((item) => item.gameId === undefined && item.matchup === undefined)).toBe(true);
    expect(lines.map(describeActivity).sort()).toEqual(
      [
        'Gus proposed No: "It snows on Christmas" at 1 to 2 for 200.00 Pigskins',
        'Hal took Gus\'s bet, Yes: "It snows on Christmas" at 2 to 1, for 100.00 Pigskins',
        'Big win: Gus took 100.00 Pigskins from Hal with No: "It snows on Christmas" at 1 to 2',
      ].sort(),
    );
    expect(await tallies()).toEqual(talliesBefore);
  });
});
