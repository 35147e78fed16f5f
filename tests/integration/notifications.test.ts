import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAws } from '../../bench/fake-aws';
import { notificationsSettled } from '../../functions/notifications/dispatch';
import { handler as pregameJob } from '../../functions/schedules/pregame-reminders';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import { setUserStatus } from '../../functions/store/accounts';
import { savePreferences, type UserRecord } from '../../functions/store/users';
import { APP_ORIGIN, callApi } from '../support/api';
import { betting, expectStatus, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

// This file runs the real SES and SNS adapters against a stand-in for the services: no local outbox.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
});

const aws = fakeAws();
const MY_BETS = `${APP_ORIGIN}/my-bets`;

const emails = () => aws.emails();
const texts = () => aws.texts().map(({ to, body }) => ({ to, body }));

async function player(
  firstName: string,
  preferences: { emailOn?: boolean; smsOn?: boolean; alerts?: boolean; phone?: string },
) {
  const user = await registeredUser({ firstName });
  return savePreferences(user.id, {
    emailNotifications: preferences.emailOn ?? true,
    smsNotifications: preferences.smsOn ?? false,
    betProposalSmsAlerts: preferences.alerts ?? false,
    phoneNumber: preferences.phone ?? null,
  });
}

let ann: UserRecord, ben: UserRecord, quiet: UserRecord, away: UserRecord;

beforeAll(async () => {
  await ensureAdmin();
  ann = await player('Ann', { emailOn: true, smsOn: true, alerts: true, phone: '+15550000001' });
  ben = await player('Ben', { emailOn: true, smsOn: true, alerts: true, phone: '+15550000002' });
  quiet = await player('Quinn', { emailOn: false, smsOn: false });
  away = await player('Avi', { emailOn: true, smsOn: true, alerts: true, phone: '+15550000004' });
  await setUserStatus(away.id, { isActive: false, isPaused: false });
});

beforeEach(() => {
  aws.reset();
});

describe('notifications through SES and SNS', () => {
  it('texts a new proposal to every other active user who asked for proposal alerts, and to nobody else', async () => {
    const game = await scheduleGame({ kickoffInHours: 30 });
    expectStatus(
      await betting.propose(ann, {
        gameId: game.id,
        betType: 'spread',
        selection: 'home',
        spread: -3.5,
        amount: '50',
      }),
      201,
    );
    await notificationsSettled();

    expect(aws.texts()).toEqual([
      {
        to: '+15550000002',
        body: `Pigskin: Ann proposed BUF -3.5 on KC @ BUF for 50 Pigskins. You would take KC +3.5. ${MY_BETS}`,
        // Transactional: SNS delivers these first and to numbers that opted out of marketing.
        type: 'Transactional',
      },
    ]);
    expect(emails()).toEqual([]);
  });

  it('tells the proposer when their bet is accepted, by email and SMS, and a score to the other player', async () => {
    const game = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ben,
      { gameId: game.id, betType: 'over_under', selection: 'over', overUnder: 44.5, amount: 2000 },
      { now: before },
    );

    // Accepting through the API is closed (the game started): accept as of before kickoff, then notify as the API does.
    const quietAcceptsOpen = await scheduleGame({ kickoffInHours: 10 });
    const open = expectStatus(
      await betting.propose(ben, {
        gameId: quietAcceptsOpen.id,
        betType: 'spread',
        selection: 'away',
        spread: 6,
        amount: '20',
      }),
      201,
    ).body;
    await notificationsSettled();
    aws.reset();

    expectStatus(await betting.accept(quiet, open.id), 200);
    await notificationsSettled();
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Quinn accepted your bet on KC @ BUF',
        body: `Pigskin: Quinn accepted your bet: KC +6 on KC @ BUF for 20 Pigskins. ${MY_BETS}`,
      },
    ]);
    expect(texts()).toEqual([
      {
        to: '+15550000002',
        body: `Pigskin: Quinn accepted your bet: KC +6 on KC @ BUF for 20 Pigskins. ${MY_BETS}`,
      },
    ]);

    await acceptBet(ann, bet.id, before);
    aws.reset();
    expectStatus(await betting.proposeScore(ann, bet.id, 24, 21), 200);
    await notificationsSettled();
    const scoreText = `Pigskin: Ann says KC @ BUF ended KC 21, BUF 24. Accept it or propose another: ${MY_BETS}`;
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Ann proposed a final score for KC @ BUF',
        body: scoreText,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: scoreText }]);

    aws.reset();
    expectStatus(await betting.acceptScore(ben, bet.id), 200);
    await notificationsSettled();
    // Ben accepted, so only Ann (who proposed the score) hears: 45 points, Ben's Over 44.5 wins.
    const settledText = `Pigskin: your bet on KC @ BUF (Under 44.5) is settled at KC 21, BUF 24: you lost 20 Pigskins. ${MY_BETS}`;
    expect(emails()).toEqual([
      {
        to: [ann.email],
        from: 'pigskin@example.com',
        subject: 'Your bet on KC @ BUF is settled',
        body: settledText,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000001', body: settledText }]);
  });

  it('tells both players when an admin settles, and sends nothing to a player who turned both channels off', async () => {
    const game = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ann,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: 0, amount: 1000 },
      { now: before },
    );
    await acceptBet(quiet, bet.id, before);

    expectStatus(
      await callApi('POST', `/api/admin/bets/${bet.id}/settle`, {
        as: ADMIN_EMAIL,
        body: { finalScore: '10-17' },
      }),
      200,
    );
    await notificationsSettled();

    const text = `Pigskin: your bet on KC @ BUF (BUF PK) is settled at KC 10, BUF 17: you won 10 Pigskins. ${MY_BETS}`;
    expect(emails()).toEqual([
      {
        to: [ann.email],
        from: 'pigskin@example.com',
        subject: 'Your bet on KC @ BUF is settled',
        body: text,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000001', body: text }]);
  });

  it('tells both players of a voided bet, and the proposer of a voided proposal, why and that the stake is back', async () => {
    const game = await scheduleGame({ kickoffInHours: 20 });
    const accepted = (
      await proposeBet(ann, {
        gameId: game.id,
        betType: 'spread',
        selection: 'home',
        spread: -2.5,
        amount: 3000,
      })
    ).bet;
    await acceptBet(ben, accepted.id);
    await proposeBet(ben, {
      gameId: game.id,
      betType: 'over_under',
      selection: 'under',
      overUnder: 45.5,
      amount: 1500,
    });
    await notificationsSettled();
    aws.reset();

    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/void`, {
        as: ADMIN_EMAIL,
        body: { status: 'postponed' },
      }),
      200,
    );
    await notificationsSettled();

    const text = (what: string, pick: string, amount: number) =>
      `Pigskin: KC @ BUF was postponed, so your ${what} (${pick} for ${amount} Pigskins) is void and the Pigskins are available again. ${MY_BETS}`;
    expect(emails()).toEqual(
      expect.arrayContaining([
        {
          to: [ann.email],
          from: 'pigskin@example.com',
          subject: 'KC @ BUF was postponed: your bet is void',
          body: text('bet', 'BUF -2.5', 30),
        },
        {
          to: [ben.email],
          from: 'pigskin@example.com',
          subject: 'KC @ BUF was postponed: your bet is void',
          body: text('bet', 'KC +2.5', 30),
        },
        {
          to: [ben.email],
          from: 'pigskin@example.com',
          subject: 'KC @ BUF was postponed: your bet proposal is void',
          body: text('bet proposal', 'Under 45.5', 15),
        },
      ]),
    );
    expect(emails()).toHaveLength(3);
    expect(texts()).toHaveLength(3);
  });

  it('never fails the request when sending fails', async () => {
    aws.fail('sns', 'SNS is down');
    const game = await scheduleGame({ kickoffInHours: 30 });
    const response = await betting.propose(ben, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: 1,
      amount: '5',
    });
    expect(response.status).toBe(201);
    await notificationsSettled();
    expect(aws.requests('sns')).toHaveLength(1);
  });
});

describe('pre-game reminders', () => {
  it('remind each player of an accepted bet kicking off within the hour, once, however often the job runs', async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.5 });
    const later = await scheduleGame({ kickoffInHours: 3 });
    const propose = async (gameId: string) =>
      (
        await betting.propose(ann, {
          gameId,
          betType: 'spread',
          selection: 'away',
          spread: 2.5,
          amount: '15',
        })
      ).body;
    const due = await propose(soon.id);
    const notYet = await propose(later.id);
    expectStatus(await betting.accept(ben, due.id), 200);
    expectStatus(await betting.accept(ben, notYet.id), 200);
    await notificationsSettled();
    aws.reset();

    await pregameJob();
    await pregameJob();
    await Promise.all([pregameJob(), pregameJob()]);

    const reminders = emails().filter((email) => email.subject.startsWith('Kickoff soon'));
    expect(reminders.map((email) => email.to[0]).sort()).toEqual([ann.email, ben.email].sort());
    expect(reminders.find((email) => email.to[0] === ben.email)?.body).toMatch(
      new RegExp(
        `^Pigskin: KC @ BUF kicks off .+\\. Your bet: BUF -2\\.5 for 15 Pigskins against Ann\\. ${MY_BETS}$`,
      ),
    );
    expect(texts().filter((text) => text.body?.includes('kicks off'))).toHaveLength(2);
  });

  it('sends a reminder again on the next run when sending failed', async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.25 });
    const bet = (
      await betting.propose(ann, {
        gameId: soon.id,
        betType: 'over_under',
        selection: 'under',
        overUnder: 40,
        amount: '5',
      })
    ).body;
    expectStatus(await betting.accept(ben, bet.id), 200);
    await notificationsSettled();
    aws.reset();
    aws.fail('ses', 'SES throttled');

    await expect(pregameJob()).rejects.toThrow('Some pre-game reminders failed');
    aws.succeed('ses');
    await pregameJob();

    // Both players' emails failed on the first run and went out on the second: 2 + 2 attempts.
    const attempts = emails().filter((email) => email.body.includes(' for 5 Pigskins'));
    expect(attempts).toHaveLength(2 + 2);
  });
});
