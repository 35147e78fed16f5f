import { SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand } from '@aws-sdk/client-sns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBet, Bet, ScoreAnswer } from '../../domain/bets';
import { acceptBet, getBet, proposeBet, type BetRecord } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import { listWeekLeaderboard } from '../../functions/store/leaderboard';
import type { UserRecord } from '../../functions/store/users';
import { holdWrites, type WritePoint } from '../../functions/store/write-points';
import { countDynamoDbCalls } from '../../bench/dynamodb-calls';
import { routes } from '../../functions/routes';
import { APP_ORIGIN, callApi, sessionCookiesFor } from '../support/api';
import {
  betting,
  expectRefused,
  expectStatus,
  latestEntry,
  moneyOf,
  proposedThroughApi,
  scheduleGame,
} from '../support/betting';
import { deliverNotifications, mailAndTexts } from '../support/notifications';
import { ADMIN_EMAIL, ensureAdmin, registeredUser, userWithPreferences } from '../support/users';

// Messages go through the real SES and SNS adapters, to mocked clients: what would be sent is recorded.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
});

/**
 * docs/product.md, Disputes: a proposition whose players proposed different outcomes, ended by one
 * accepting the other's or by the admin's decision; the admin's void with a reason; the admin's list of
 * disputed and overdue propositions; and the races between them, each interleaving forced. The file's
 * ledger audit runs after it.
 */
const HOUR = 60 * 60 * 1000;
const KC = 16;
const BUF = 4;
const WEEK = 12;
const KELCE = 'Kelce scores a touchdown';

const { ses, sns, startAfresh } = mailAndTexts();
beforeEach(startAfresh);

const emails = () =>
  ses.commandCalls(SendEmailCommand).map(({ args: [{ input }] }) => ({
    to: input.Destination?.ToAddresses?.[0],
    subject: input.Message?.Subject?.Data,
    body: input.Message?.Body?.Text?.Data,
  }));
const texts = () =>
  sns
    .commandCalls(PublishCommand)
    .map(({ args: [{ input }] }) => ({ to: input.PhoneNumber, body: input.Message }));
/** What was sent, in the order of the recipients' addresses: the two players' messages go out at once. */
const byRecipient = <T extends { to?: string | undefined }>(sent: T[]) =>
  [...sent].sort((a, b) => (a.to ?? '').localeCompare(b.to ?? ''));
const linkTo = (betId: string) => `${APP_ORIGIN}/bets/${betId}`;

const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });
const decide = (betId: string, body: unknown) =>
  admin<AdminBet>('POST', `/api/admin/bets/${betId}/settle`, body);
const unsettled = async () =>
  expectStatus(await admin<AdminBet[]>('GET', '/api/admin/bets?status=unsettled'), 200).body;
const proposeOutcome = (user: { email: string }, betId: string, body: unknown) =>
  callApi<ScoreAnswer>('POST', `/api/bets/${betId}/propose-settlement`, { as: user.email, body });

let phones = 0;
/** Sam and Jordan, by email and text each. */
async function players(): Promise<{ sam: UserRecord; jordan: UserRecord }> {
  phones += 2;
  const [sam, jordan] = await Promise.all([
    userWithPreferences('Sam', { smsOn: true, phone: `+1555020${String(phones).padStart(4, '0')}` }),
    userWithPreferences('Jordan', { smsOn: true, phone: `+1555030${String(phones).padStart(4, '0')}` }),
  ]);
  return { sam, jordan };
}

/**
 * BUF @ KC kicked off `hoursAgo` ago, and Sam's yes on Kelce at 3 to 2 for 100.00 that Jordan took
 * an hour before kickoff: Sam risks 100.00, Jordan 150.00.
 */
async function kelceBet(
  hoursAgo = 3,
): Promise<{ game: GameRecord; sam: UserRecord; jordan: UserRecord; bet: BetRecord }> {
  const game = await scheduleGame({ kickoffInHours: -hoursAgo, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
  const { sam, jordan } = await players();
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(
    sam,
    {
      gameId: game.id,
      betType: 'proposition',
      proposition: KELCE,
      selection: 'yes',
      odds: { win: 3, risk: 2 },
      amount: 10_000,
    },
    { now: before },
  );
  return { game, sam, jordan, bet: await acceptBet(jordan, bet.id, before) };
}

/** Sam says yes ("He scored in the 3rd"), Jordan says no ("It was Rice, not Kelce"). */
async function disputed() {
  const setup = await kelceBet();
  expectStatus(
    await proposeOutcome(setup.sam, setup.bet.id, { outcome: 'yes', note: 'He scored in the 3rd' }),
    200,
  );
  expectStatus(
    await proposeOutcome(setup.jordan, setup.bet.id, {
      outcome: 'no',
      note: '  It was Rice,\r\nnot Kelce  ',
    }),
    200,
  );
  return setup;
}

beforeAll(async () => {
  await ensureAdmin();
});

describe('a proposition disputed', () => {
  it('keeps both outcomes and both players’ words, stays pending with its stakes held, and tells both', async () => {
    const { sam, jordan, bet } = await disputed();

    const answered = expectStatus(await betting.one(sam, bet.id), 200).body;
    expect(answered).toMatchObject({
      status: 'pending_settlement',
      pendingOutcome: 'yes',
      settlementProposerId: sam.id,
      claims: {
        proposer: { outcome: 'yes', note: 'He scored in the 3rd' },
        acceptor: { outcome: 'no', note: 'It was Rice,\nnot Kelce' },
      },
      adminReason: null,
    });
    expect(answered.disputedAt).toEqual(expect.any(String));
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 85_000 });

    await deliverNotifications();
    const link = linkTo(bet.id);
    const samText = `Pigskin: you say "${KELCE}" is settled as yes; Jordan says as no. Accept Jordan's outcome, or the admin decides: ${link}`;
    const jordanText = `Pigskin: you say "${KELCE}" is settled as no; Sam says as yes. Accept Sam's outcome, or the admin decides: ${link}`;
    expect(byRecipient(texts().filter(({ body }) => body?.includes('admin decides')))).toEqual([
      { to: sam.phoneNumber, body: samText },
      { to: jordan.phoneNumber, body: jordanText },
    ]);
    expect(byRecipient(emails().filter(({ subject }) => subject?.endsWith('is disputed')))).toEqual(
      byRecipient([
        { to: sam.email, subject: 'Your proposition on BUF @ KC is disputed', body: samText },
        { to: jordan.email, subject: 'Your proposition on BUF @ KC is disputed', body: jordanText },
      ]),
    );
  });

  it('refuses another outcome from either player while disputed, and a note that breaks the rules', async () => {
    const { sam, jordan, bet } = await disputed();
    const refusal = "This proposition is disputed: accept your opponent's outcome, or the admin decides";
    await expectRefused(() => proposeOutcome(sam, bet.id, { outcome: 'void' }), 409, refusal);
    await expectRefused(() => proposeOutcome(jordan, bet.id, { outcome: 'yes' }), 409, refusal);

    const fresh = await kelceBet();
    for (const [note, message] of [
      ['x'.repeat(281), 'note must be at most 280 characters'],
      ['tab\there', 'note must be plain text: line breaks are the only control characters it may hold'],
      [
        'line\u2028separator',
        'note must be plain text: line breaks are the only control characters it may hold',
      ],
      [42, 'note must be text'],
    ] as const) {
      await expectRefused(
        () => proposeOutcome(fresh.sam, fresh.bet.id, { outcome: 'yes', note }),
        400,
        message,
      );
    }
    const longest = expectStatus(
      await proposeOutcome(fresh.sam, fresh.bet.id, { outcome: 'yes', note: `<b>${'y'.repeat(273)}</b>` }),
      200,
    ).body;
    expect(longest.claims?.proposer?.note).toBe(`<b>${'y'.repeat(273)}</b>`);
  });

  it('ends when the first player accepts the other’s outcome: no, and the other player is told', async () => {
    const { game, sam, jordan, bet } = await disputed();
    await deliverNotifications();
    await startAfresh();

    const settled = expectStatus(await betting.acceptScore(sam, bet.id), 200).body;
    expect(settled).toMatchObject({ status: 'settled', outcome: 'no', winnerId: jordan.id });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_win',
      amountCents: 10_000,
      balanceAfterCents: 110_000,
      description: `Won 100.00 Pigskins: No: "${KELCE}" against Sam, 2 to 3`,
    });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_loss',
      amountCents: -10_000,
      description: `Lost 100.00 Pigskins: Yes: "${KELCE}" against Jordan, 3 to 2`,
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === jordan.id)).toMatchObject({ wins: 1, netCents: 10_000 });

    await deliverNotifications();
    expect(texts()).toEqual([
      {
        to: jordan.phoneNumber,
        body: `Pigskin: your bet on BUF @ KC (No: "${KELCE}" at 2 to 3) is settled as no: you won 100 Pigskins. ${linkTo(bet.id)}`,
      },
    ]);
  });

  it('ends when the second player accepts the first’s outcome: yes', async () => {
    const { sam, jordan, bet } = await disputed();
    expectStatus(await betting.acceptScore(jordan, bet.id), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 115_000, availableCents: 115_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 85_000, availableCents: 85_000 });
    await expectRefused(
      () => betting.acceptScore(sam, bet.id),
      409,
      'There is no proposed outcome to accept',
    );
  });

  it('a stranger cannot accept either outcome', async () => {
    const { bet } = await disputed();
    const taylor = await registeredUser();
    await expectRefused(
      () => betting.acceptScore(taylor, bet.id),
      403,
      'Only the two players of a bet can settle it',
    );
  });
});

describe('the admin decides', () => {
  it('a disputed proposition yes, with a reason: settled as an agreement would be, and both are told why', async () => {
    const { game, sam, jordan, bet } = await disputed();
    await deliverNotifications();
    await startAfresh();

    const decided = expectStatus(
      await decide(bet.id, { outcome: 'yes', reason: '  Replay shows Kelce  ' }),
      200,
    ).body;
    expect(decided).toMatchObject({
      id: bet.id,
      status: 'settled',
      outcome: 'yes',
      winnerId: sam.id,
      adminReason: 'Replay shows Kelce',
      unsettled: null,
    });
    expect(await getBet(bet.id)).toMatchObject({ settledBy: 'admin', agreedOutcome: 'yes' });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 115_000, availableCents: 115_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 85_000, availableCents: 85_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_win',
      amountCents: 15_000,
      balanceAfterCents: 115_000,
      description: `Won 150.00 Pigskins: Yes: "${KELCE}" against Jordan, 3 to 2`,
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_loss',
      amountCents: -15_000,
      balanceAfterCents: 85_000,
      description: `Lost 150.00 Pigskins: No: "${KELCE}" against Sam, 2 to 3`,
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === sam.id)).toMatchObject({ wins: 1, losses: 0, netCents: 15_000 });
    expect(week.find((row) => row.userId === jordan.id)).toMatchObject({
      wins: 0,
      losses: 1,
      netCents: -15_000,
    });

    await deliverNotifications();
    const link = linkTo(bet.id);
    expect(byRecipient(texts())).toEqual([
      {
        to: sam.phoneNumber,
        body: `Pigskin: the admin settled your bet on BUF @ KC (Yes: "${KELCE}" at 3 to 2) as yes: you won 150 Pigskins. Reason: "Replay shows Kelce". ${link}`,
      },
      {
        to: jordan.phoneNumber,
        body: `Pigskin: the admin settled your bet on BUF @ KC (No: "${KELCE}" at 2 to 3) as yes: you lost 150 Pigskins. Reason: "Replay shows Kelce". ${link}`,
      },
    ]);
    expect(byRecipient(emails().map(({ to, subject }) => ({ to, subject })))).toEqual(
      byRecipient([
        { to: sam.email, subject: 'The admin settled your proposition on BUF @ KC' },
        { to: jordan.email, subject: 'The admin settled your proposition on BUF @ KC' },
      ]),
    );

    await expectRefused(
      () => decide(bet.id, { outcome: 'no' }),
      409,
      'This proposition is no longer unsettled: it was settled or voided',
    );
  });

  it('a proposition neither player settled seven days after it closed, no, without a reason', async () => {
    const { sam, jordan, bet } = await kelceBet(7 * 24 + 1);
    const decided = expectStatus(await decide(bet.id, { outcome: 'no' }), 200).body;
    expect(decided).toMatchObject({
      status: 'settled',
      outcome: 'no',
      adminReason: null,
      winnerId: jordan.id,
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
  });

  it('refuses a proposition that is neither disputed nor a week past its close, a stranger, a player, and a score bet', async () => {
    const { sam, bet } = await kelceBet(6 * 24);
    await expectRefused(
      () => decide(bet.id, { outcome: 'yes' }),
      409,
      'The admin decides a proposition once it is disputed or 7 days after it closed unsettled',
    );
    expectStatus(await proposeOutcome(sam, bet.id, { outcome: 'yes' }), 200);
    await expectRefused(
      () => decide(bet.id, { outcome: 'yes' }),
      409,
      'The admin decides a proposition once it is disputed or 7 days after it closed unsettled',
    );
    await expectRefused(
      () => callApi('POST', `/api/admin/bets/${bet.id}/settle`, { as: sam.email, body: { outcome: 'yes' } }),
      403,
    );
    await expectRefused(
      () => callApi('POST', `/api/admin/bets/${bet.id}/settle`, { body: { outcome: 'yes' } }),
      401,
    );

    const game = await scheduleGame({ kickoffInHours: -8 * 24, week: WEEK });
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const spread = await proposeBet(
      ann,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -3, amount: 1_000 },
      { now: before },
    );
    await acceptBet(ben, spread.bet.id, before);
    for (const outcome of ['yes', 'void']) {
      await expectRefused(
        () => decide(spread.bet.id, { outcome, reason: 'Because' }),
        400,
        'This bet is settled by the final score, not an outcome: send finalScore',
      );
    }
  });

  it.each([
    [{ outcome: 'maybe' }, "outcome must be 'yes', 'no' or 'void'"],
    [{ outcome: 'void' }, 'reason is required to void a proposition: both players read why'],
    [{ outcome: 'void', reason: '   ' }, 'reason is required to void a proposition: both players read why'],
    [{ outcome: 'yes', reason: 'r'.repeat(281) }, 'reason must be at most 280 characters'],
    [
      { outcome: 'void', reason: 'two\nlines' },
      'reason must be one line of text, without control characters',
    ],
    [{ outcome: 'void', reason: 7 }, 'reason must be text'],
  ])('refuses a decision that breaks the rules, changing nothing: %j', async (body, message) => {
    const { bet } = await disputed();
    await expectRefused(() => decide(bet.id, body), 400, message);
  });
});

describe('the admin voids a proposition with a reason', () => {
  it('disputed: each side’s own stake back, the reason on the bet, in each ledger line and in each message', async () => {
    const { game, sam, jordan, bet } = await disputed();
    await deliverNotifications();
    await startAfresh();

    const voided = expectStatus(
      await decide(bet.id, { outcome: 'void', reason: 'Kelce was inactive' }),
      200,
    ).body;
    expect(voided).toMatchObject({ status: 'cancelled', adminReason: 'Kelce was inactive', winnerId: null });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      balanceAfterCents: 100_000,
      description: `Voided by the admin ("Kelce was inactive"): Yes: "${KELCE}" with Jordan; your 100.00 Pigskins stake is back`,
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      description: `Voided by the admin ("Kelce was inactive"): No: "${KELCE}" with Sam; your 150.00 Pigskins stake is back`,
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === sam.id)).toBeUndefined();
    expect(expectStatus(await betting.one(jordan, bet.id), 200).body).toMatchObject({
      adminReason: 'Kelce was inactive',
    });

    await deliverNotifications();
    const link = linkTo(bet.id);
    expect(byRecipient(texts())).toEqual([
      {
        to: sam.phoneNumber,
        body: `Pigskin: the admin voided your bet (Yes: "${KELCE}" at 3 to 2 for 100 Pigskins) and the Pigskins are available again. Reason: "Kelce was inactive". ${link}`,
      },
      {
        to: jordan.phoneNumber,
        body: `Pigskin: the admin voided your bet (No: "${KELCE}" at 2 to 3 for 150 Pigskins) and the Pigskins are available again. Reason: "Kelce was inactive". ${link}`,
      },
    ]);
    expect(emails().map(({ subject }) => subject)).toEqual([
      'The admin voided your proposition on BUF @ KC',
      'The admin voided your proposition on BUF @ KC',
    ]);
    await expectRefused(
      () => decide(bet.id, { outcome: 'void', reason: 'Again' }),
      409,
      'Only an open, accepted or unsettled proposition can be voided',
    );
  });

  it('accepted, before its game kicks off: stakes back', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
    const { sam, jordan } = await players();
    const proposed = await proposedThroughApi(sam, {
      gameId: game.id,
      betType: 'proposition',
      proposition: KELCE,
      selection: 'no',
      amount: '40',
    });
    expectStatus(await betting.accept(jordan, proposed.id), 200);
    expectStatus(await decide(proposed.id, { outcome: 'void', reason: 'Kelce retired' }), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });

  it('open: the proposer’s stake back, without a ledger line, and the proposer is told', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
    const { sam } = await players();
    const proposed = await proposedThroughApi(sam, {
      gameId: game.id,
      betType: 'proposition',
      proposition: KELCE,
      selection: 'yes',
      amount: '25',
    });
    await deliverNotifications();
    await startAfresh();
    expectStatus(await decide(proposed.id, { outcome: 'void', reason: 'Not a real proposition' }), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(sam)).toMatchObject({ type: 'initial_balance' });
    expect((await betting.available(sam)).body.find((bet: Bet) => bet.id === proposed.id)).toBeUndefined();
    await deliverNotifications();
    expect(texts()).toEqual([
      {
        to: sam.phoneNumber,
        body: `Pigskin: the admin voided your bet proposal (Yes: "${KELCE}" for 25 Pigskins) and the Pigskins are available again. Reason: "Not a real proposition". ${linkTo(proposed.id)}`,
      },
    ]);
  });
});

describe('the admin’s unsettled list', () => {
  it('shows disputed propositions with both outcomes and words, and those unsettled a week after closing', async () => {
    const dispute = await disputed();
    const overdue = await kelceBet(7 * 24 + 2);
    const overduePending = await kelceBet(9 * 24);
    expectStatus(
      await proposeOutcome(overduePending.jordan, overduePending.bet.id, { outcome: 'void' }),
      200,
    );
    const recent = await kelceBet(6 * 24);
    const spread = await scheduleGame({ kickoffInHours: -10 * 24, week: WEEK });
    const before = new Date(Date.parse(spread.gameDate) - HOUR);
    const spreadBet = await proposeBet(
      dispute.sam,
      { gameId: spread.id, betType: 'spread', selection: 'home', spread: -3, amount: 1_000 },
      { now: before },
    );
    await acceptBet(dispute.jordan, spreadBet.bet.id, before);

    const list = await unsettled();
    const ids = list.map((bet) => bet.id);
    expect(ids).toEqual(expect.arrayContaining([dispute.bet.id, overdue.bet.id, overduePending.bet.id]));
    expect(ids).not.toContain(recent.bet.id);
    expect(ids).not.toContain(spreadBet.bet.id);
    expect(list.find((bet) => bet.id === dispute.bet.id)).toMatchObject({
      unsettled: 'disputed',
      closesAt: dispute.game.gameDate,
      proposerEmail: dispute.sam.email,
      acceptorEmail: dispute.jordan.email,
      claims: {
        proposer: { outcome: 'yes', note: 'He scored in the 3rd' },
        acceptor: { outcome: 'no', note: 'It was Rice,\nnot Kelce' },
      },
    });
    expect(list.find((bet) => bet.id === overdue.bet.id)).toMatchObject({
      unsettled: 'overdue',
      claims: { proposer: null, acceptor: null },
    });
    expect(list.find((bet) => bet.id === overduePending.bet.id)).toMatchObject({
      unsettled: 'overdue',
      claims: { proposer: null, acceptor: { outcome: 'void', note: null } },
    });

    expectStatus(await decide(dispute.bet.id, { outcome: 'no' }), 200);
    expect((await unsettled()).map((bet) => bet.id)).not.toContain(dispute.bet.id);
    await expectRefused(
      () => callApi('GET', '/api/admin/bets?status=unsettled', { as: dispute.sam.email }),
      403,
    );
  });
});

describe('DynamoDB calls', () => {
  const SETTLE = 'POST /api/admin/bets/{id}/settle';
  /** The calls one admin request to `routeKey` makes on a warm container, and the route's budget. */
  async function counted(routeKey: string, path: string, body?: unknown) {
    const cookies = await sessionCookiesFor(ADMIN_EMAIL);
    await callApi('GET', '/api/teams', { as: ADMIN_EMAIL });
    const method = routeKey.split(' ')[0] ?? '';
    const { result, calls } = await countDynamoDbCalls(() => callApi(method, path, { cookies, body }));
    return {
      status: result.status,
      calls: calls.length,
      budget: routes.find((route) => route.key === routeKey)?.calls ?? 0,
    };
  }

  it('the admin’s decision, void and unsettled list stay within their routes’ budgets', async () => {
    const decided = await disputed();
    const decision = await counted(SETTLE, `/api/admin/bets/${decided.bet.id}/settle`, {
      outcome: 'yes',
      reason: 'Replay',
    });
    expect(decision.status).toBe(200);
    expect(decision.calls).toBeLessThanOrEqual(decision.budget);
    const voided = await disputed();
    const voiding = await counted(SETTLE, `/api/admin/bets/${voided.bet.id}/settle`, {
      outcome: 'void',
      reason: 'Unclear',
    });
    expect(voiding.status).toBe(200);
    expect(voiding.calls).toBeLessThanOrEqual(voiding.budget);
    const list = await counted('GET /api/admin/bets', '/api/admin/bets?status=unsettled');
    expect(list.status).toBe(200);
    expect(list.calls).toBeLessThanOrEqual(list.budget);
  });
});

describe('races, each interleaving forced', () => {
  let release: (() => void) | undefined;
  let stopHolding: (() => void) | undefined;
  afterEach(() => {
    release?.();
    stopHolding?.();
  });

  /** Holds the first operation to reach `point`; answers once it is there. Others pass. */
  function holdFirstAt(point: WritePoint): Promise<void> {
    return new Promise((arrived) => {
      let held = false;
      const letGo = new Promise<void>((resolve) => (release = resolve));
      stopHolding = holdWrites((at) => {
        if (at !== point || held) return undefined;
        held = true;
        arrived();
        return letGo;
      });
    });
  }

  it('both players answer at once with different outcomes: the one held lands second and disputes', async () => {
    const { sam, jordan, bet } = await kelceBet();
    const held = holdFirstAt('proposeSettlement');
    const samAnswer = proposeOutcome(sam, bet.id, { outcome: 'yes', note: 'Sam first' });
    await held;
    expectStatus(await proposeOutcome(jordan, bet.id, { outcome: 'no', note: 'Jordan meanwhile' }), 200);
    release?.();
    expectStatus(await samAnswer, 200);

    expect(expectStatus(await betting.one(sam, bet.id), 200).body).toMatchObject({
      status: 'pending_settlement',
      settlementProposerId: jordan.id,
      claims: {
        proposer: { outcome: 'yes', note: 'Sam first' },
        acceptor: { outcome: 'no', note: 'Jordan meanwhile' },
      },
    });
    expect((await getBet(bet.id))?.disputedBy).toBe(sam.id);
  });

  it('both players accept each other’s outcome at once: one settlement lands, the other is refused', async () => {
    const { sam, jordan, bet } = await disputed();
    const held = holdFirstAt('settle');
    const samAccepts = betting.acceptScore(sam, bet.id);
    await held;
    expectStatus(await betting.acceptScore(jordan, bet.id), 200);
    release?.();
    const late = await samAccepts;
    expect(late).toMatchObject({ status: 409, body: { message: 'There is no proposed outcome to accept' } });

    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', agreedOutcome: 'yes', winnerId: sam.id });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 115_000, availableCents: 115_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 85_000, availableCents: 85_000 });
  });

  it('the admin decides while a player accepts: the player lands first, the admin is refused', async () => {
    const { sam, jordan, bet } = await disputed();
    const held = holdFirstAt('settle');
    const decision = decide(bet.id, { outcome: 'yes', reason: 'Replay' });
    await held;
    expectStatus(await betting.acceptScore(sam, bet.id), 200);
    release?.();
    expect(await decision).toMatchObject({
      status: 409,
      body: { message: 'This proposition is no longer unsettled: it was settled or voided' },
    });
    expect(await getBet(bet.id)).toMatchObject({
      agreedOutcome: 'no',
      settledBy: 'players',
      winnerId: jordan.id,
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
  });

  it('the admin voids while a player accepts: the void lands first, the acceptance is refused', async () => {
    const { sam, jordan, bet } = await disputed();
    const held = holdFirstAt('settle');
    const acceptance = betting.acceptScore(jordan, bet.id);
    await held;
    expectStatus(await decide(bet.id, { outcome: 'void', reason: 'Unclear' }), 200);
    release?.();
    expect(await acceptance).toMatchObject({
      status: 409,
      body: { message: 'There is no proposed outcome to accept' },
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });
});
