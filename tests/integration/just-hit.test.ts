import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { describeActivity, type Activity } from '../../domain/activity';
import { handler } from '../../functions/activity/record-activity';
import { requiredEnv } from '../../functions/config';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import { db, tableName } from '../../functions/store/client';
import type { GameRecord } from '../../functions/store/games';
import { gameKey } from '../../functions/store/keys';
import type { UserRecord } from '../../functions/store/users';
import { activityFunction } from '../../functions/triggers';
import { TableStream } from '../../infra/local/table-stream';
import { callApi } from '../support/api';
import { betting, expectStatus, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/** Every batch the stream handed to the record-activity function, in order. */
const handedOver: DynamoDBStreamEvent[] = [];
let stream: TableStream;

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
});

/** What the live-scores job writes on the game while it is played. */
async function writeLive(game: GameRecord, away: number, home: number, clock: string) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(game.id),
      UpdateExpression: 'SET live = :live, #status = :playing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':live': { home, away, phase: 'in', period: 4, clock, readAt: new Date().toISOString() },
        ':playing': 'in_progress',
      },
    }),
  );
}

/** What the feed says just hit, in words, in the order the feed lists them (newest first). */
async function justHit(as: UserRecord): Promise<string[]> {
  const { body } = expectStatus(
    await callApi<Activity[]>('GET', '/api/activity?limit=100', { as: as.email }),
    200,
  );
  return body.filter((item) => item.kind === 'just_hit').map(describeActivity);
}

describe('"just hit" in the group\'s activity feed', () => {
  it('says so once per bet: an over/under as the live total passes its line, the rest at the official final, for the side that won', async () => {
    const [ann, ben, cal, dee] = (await Promise.all(
      ['Ann', 'Ben', 'Cal', 'Dee'].map((firstName) => registeredUser({ firstName })),
    )) as [UserRecord, UserRecord, UserRecord, UserRecord];
    const game = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    type Proposal = Parameters<typeof proposeBet>[1];
    const agreed = async (proposer: UserRecord, acceptor: UserRecord, proposal: Proposal) => {
      const { bet } = await proposeBet(proposer, proposal, { now: before });
      await acceptBet(acceptor, bet.id, before);
      return bet;
    };
    const total = (selection: 'over' | 'under', overUnder: number): Proposal => ({
      gameId: game.id,
      betType: 'over_under',
      selection,
      overUnder,
      amount: 1000,
    });
    await agreed(ann, ben, total('over', 47.5));
    await agreed(cal, dee, total('under', 40.5));
    await agreed(ben, cal, total('over', 60.5));
    await agreed(ann, ben, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -2.5,
      amount: 1000,
    });
    // Settled by its players before the official final: not the final's news.
    const settledEarly = await agreed(dee, ann, total('over', 30.5));
    expectStatus(await betting.proposeScore(dee, settledEarly.id, 27, 24), 200);
    expectStatus(await betting.acceptScore(ann, settledEarly.id), 200);
    await stream.drain();

    await writeLive(game, 14, 7, '12:00');
    await stream.drain();
    expect(await justHit(ann)).toEqual([]);

    await writeLive(game, 21, 21, '8:30');
    await stream.drain();
    await writeLive(game, 24, 24, '2:10');
    await stream.drain();
    expect(await justHit(ann)).toEqual([
      "Ann's Over 47.5 against Ben just hit",
      "Dee's Over 40.5 against Cal just hit",
    ]);

    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 27, awayScore: 24 },
      }),
      200,
    );
    await stream.drain();
    // Another run of the function with every record (a restarted host, a retried batch): nothing new.
    for (const event of [...handedOver]) await handler(event, {} as never);

    const said = await justHit(ann);
    expect(said.slice(2).sort()).toEqual([
      "Ann's Over 47.5 against Ben just hit",
      "Dee's Over 40.5 against Cal just hit",
    ]);
    // The official final's, newest: the two the live total had not decided, and none for those it had.
    expect(said.slice(0, 2).sort()).toEqual([
      "Ann's BUF -2.5 against Ben just hit",
      "Cal's Under 60.5 against Ben just hit",
    ]);
  });
});
