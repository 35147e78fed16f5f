import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../domain/comments';
import type { GameRecord } from '../../functions/store/games';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { expectStatus, proposedThroughApi, scheduleGame, tableSnapshot } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUsers } from '../support/users';

let game: GameRecord;
let ann: UserRecord, ben: UserRecord;

beforeAll(async () => {
  await ensureAdmin();
  game = await scheduleGame({ kickoffInHours: 20 });
  [ann, ben] = await registeredUsers(2);
});

const post = (as: string, on: string, text: unknown) =>
  callApi<Comment>('POST', '/api/comments', { as, body: { on, text } });
const thread = async (on: string, as: string = ben.email) =>
  expectStatus(await callApi<Comment[]>('GET', `/api/comments?on=${on}`, { as }), 200).body;
const betOnGame = () =>
  proposedThroughApi(ann, {
    gameId: game.id,
    betType: 'spread',
    selection: 'home',
    spread: -3.5,
    amount: '5',
  });
const remove = (as: string, comment: Comment) =>
  callApi('DELETE', `/api/comments/${comment.id}?on=${comment.on}`, { as });

describe('trash talk', () => {
  it('keeps a thread per bet and per game, oldest first, stored and returned as the text it is', async () => {
    const bet = await proposedThroughApi(ann, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '10',
    });
    const script = '<script>alert("pwned")</script> & <b>bold</b>';
    const first = expectStatus(await post(ann.email, `bet:${bet.id}`, `  ${script}  `), 201).body;
    const second = expectStatus(await post(ben.email, `bet:${bet.id}`, 'Easy money 💸'), 201).body;
    expectStatus(await post(ben.email, `game:${game.id}`, 'Bills by a field goal'), 201);

    expect(first).toMatchObject({ text: script, author: { firstName: ann.firstName }, authorId: ann.id });
    expect((await thread(`bet:${bet.id}`)).map((comment) => comment.text)).toEqual([script, 'Easy money 💸']);
    expect((await thread(`game:${game.id}`)).map((comment) => comment.text)).toEqual([
      'Bills by a field goal',
    ]);
    expect(second.createdAt >= first.createdAt).toBe(true);
  });

  it('refuses an empty comment, one over 280 characters, and one on nothing, changing nothing', async () => {
    const before = await tableSnapshot();
    const on = `game:${game.id}`;
    expect(await post(ann.email, on, '   ')).toMatchObject({ status: 400 });
    expect(await post(ann.email, on, 'x'.repeat(281))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('must be at most 280 characters') },
    });
    expect(await post(ann.email, 'bet:no-such-bet', 'Hello')).toMatchObject({
      status: 404,
      body: { message: 'Bet not found' },
    });
    expect(await post(ann.email, 'user:someone', 'Hello')).toMatchObject({ status: 400 });
    expect(await tableSnapshot()).toEqual(before);
    // 280 characters as people count them: an emoji with its skin tone is one.
    expectStatus(await post(ann.email, on, '👍🏽'.repeat(280)), 201);
  });

  it("limits a player's comments on one thread to 10 a minute, and no one else's", async () => {
    const on = `game:${game.id}`;
    // The limit counts per minute of the clock: a burst that ran across a minute's end runs again.
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      const [talker, neighbour] = await registeredUsers(2);
      const answers = [];
      for (let sent = 0; sent < 12; sent++) answers.push(await post(talker.email, on, `Take ${sent}`));
      const elsewhere = await post(talker.email, `bet:${(await betOnGame()).id}`, 'Still here');
      const theirs = await post(neighbour.email, on, 'My turn');
      if (Math.floor(Date.now() / 60_000) !== minute) continue;

      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array.from({ length: 10 }, () => 201),
        429,
        429,
      ]);
      expect(answers[10]).toMatchObject({
        body: { message: 'You can post 10 comments a minute on one bet or game. Please wait a moment.' },
      });
      expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await thread(on)).filter((comment) => comment.authorId === talker.id)).toHaveLength(10);
      expect([elsewhere.status, theirs.status]).toEqual([201, 201]);
      return;
    }
  });

  it('lets only its author or an admin delete a comment', async () => {
    const on = `game:${game.id}`;
    const mine = expectStatus(await post(ann.email, on, 'Delete me'), 201).body;
    const another = expectStatus(await post(ann.email, on, 'An admin removes me'), 201).body;

    const before = await tableSnapshot();
    expect(await remove(ben.email, mine)).toMatchObject({
      status: 403,
      body: { message: 'Only its author or an admin can delete a comment' },
    });
    expect(await tableSnapshot()).toEqual(before);

    expect((await remove(ann.email, mine)).status).toBe(204);
    expect((await remove(ADMIN_EMAIL, another)).status).toBe(204);
    expect((await thread(on)).map((comment) => comment.id)).not.toContain(mine.id);
    expect((await thread(on)).map((comment) => comment.id)).not.toContain(another.id);
    expect(await remove(ann.email, mine)).toMatchObject({
      status: 404,
      body: { message: 'Comment not found' },
    });
  });
});
