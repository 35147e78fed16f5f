import { SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand } from '@aws-sdk/client-sns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as notify } from '../../functions/notifications/notify';
import { handler as pregameReminders } from '../../functions/schedules/pregame-reminders';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import { setUserStatus } from '../../functions/store/accounts';
import type { UserRecord } from '../../functions/store/users';
import { scheduledEvent } from '../../infra/local/scheduled-jobs';
import { APP_ORIGIN, callApi } from '../support/api';
import { betting, expectStatus, proposedThroughApi, scheduleGame } from '../support/betting';
import { deliverNotifications, handedOver, mailAndTexts, skipNotifications } from '../support/notifications';
import { ADMIN_EMAIL, ensureAdmin, userWithPreferences } from '../support/users';

// This file sends through the real SES and SNS adapters, to mocked clients: no local outbox.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
});

const { ses, sns, startAfresh } = mailAndTexts();
/** Every message ends with its bet's page (docs/product.md, Bets as links). */
const linkTo = (betId: string) => `${APP_ORIGIN}/bets/${betId}`;
/** The reminders job, as its schedule runs it. */
const pregameJob = () => pregameReminders(scheduledEvent());

const emails = () =>
  ses.commandCalls(SendEmailCommand).map(({ args: [{ input }] }) => ({
    to: input.Destination?.ToAddresses,
    from: input.Source,
    subject: input.Message?.Subject?.Data,
    body: input.Message?.Body?.Text?.Data,
  }));
const texts = () =>
  sns
    .commandCalls(PublishCommand)
    .map(({ args: [{ input }] }) => ({ to: input.PhoneNumber, body: input.Message }));
const textsTo = (phone: string) => texts().filter((text) => text.to === phone);

let ann: UserRecord, ben: UserRecord, quiet: UserRecord;

beforeAll(async () => {
  await ensureAdmin();
  ann = await userWithPreferences('Ann', { smsOn: true, phone: '+15550000001' });
  ben = await userWithPreferences('Ben', { smsOn: true, phone: '+15550000002' });
  quiet = await userWithPreferences('Quinn', { emailOn: false });
});

beforeEach(startAfresh);

afterEach(() => {
  vi.useRealTimers();
});

const proposal = (gameId: string, amount = '50') => ({
  gameId,
  betType: 'spread',
  selection: 'home',
  spread: -3.5,
  amount,
});

describe('notifications from the table stream', () => {
  it('texts a new proposal to every other active user who asked for proposal alerts on a confirmed number, once', async () => {
    const cal = await userWithPreferences('Cal', { smsOn: true, alerts: true, phone: '+15550000003' });
    const avi = await userWithPreferences('Avi', { smsOn: true, alerts: true, phone: '+15550000004' });
    await setUserStatus(avi.id, { isActive: false, isPaused: false });
    // Switched on before confirmation was asked for: the number was never confirmed.
    await userWithPreferences('Uma', { smsOn: true, alerts: true, phone: '+15550000005', confirmed: false });
    const game = await scheduleGame({ kickoffInHours: 30 });

    expectStatus(await betting.propose(cal, proposal(game.id)), 201);
    const anns = expectStatus(await betting.propose(ann, proposal(game.id)), 201).body;
    expect(texts()).toEqual([]);
    await deliverNotifications();
    await deliverNotifications();

    expect(texts()).toEqual([
      {
        to: '+15550000003',
        body: `Pigskin: Ann proposed BUF -3.5 on KC @ BUF for 50 Pigskins. You would take KC +3.5. ${linkTo(anns.id)}`,
      },
    ]);
    // Transactional: delivered first, and to numbers that opted out of marketing.
    expect(sns.commandCalls(PublishCommand)[0]?.args[0].input.MessageAttributes).toEqual({
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
    });
    expect(emails()).toEqual([]);
  });

  it('tells a challenged member on every channel they have on, and texts no proposal alert about it', async () => {
    const eve = await userWithPreferences('Eve', { smsOn: true, alerts: true, phone: '+15550000007' });
    const game = await scheduleGame({ kickoffInHours: 30 });
    const challenge = await proposedThroughApi(ann, { ...proposal(game.id, '12'), challengeeId: ben.id });

    await deliverNotifications();
    const text = `Pigskin: Ann challenged you: BUF -3.5 on KC @ BUF for 12 Pigskins. You would take KC +3.5. Only you can accept it: ${linkTo(challenge.id)}`;
    expect(emails()).toEqual([
      { to: [ben.email], from: 'pigskin@example.com', subject: 'Ann challenged you on KC @ BUF', body: text },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: text }]);
    expect(textsTo('+15550000007')).toEqual([]);
    expect(eve.betProposalSmsAlerts).toBe(true);
  });

  it("emails a bet's players but its author of a comment on it, unless they turned comment emails off", async () => {
    const mute = await userWithPreferences('Moe', { smsOn: true, phone: '+15550000008', comments: false });
    const game = await scheduleGame({ kickoffInHours: 30 });
    const bet = await proposedThroughApi(ann, proposal(game.id, '8'));
    expectStatus(await betting.accept(ben, bet.id), 200);
    const muted = await proposedThroughApi(mute, proposal(game.id, '9'));
    expectStatus(await betting.accept(ben, muted.id), 200);
    await skipNotifications();

    const comment = (on: string, as: UserRecord, text: string) =>
      callApi('POST', '/api/comments', { as: as.email, body: { on, text } });
    expectStatus(await comment(`bet:${bet.id}`, ben, 'Enjoy losing <b>8</b>'), 201);
    expectStatus(await comment(`bet:${muted.id}`, ben, 'You too'), 201);
    expectStatus(await comment(`game:${game.id}`, ann, 'Nobody hears this one by email'), 201);
    await deliverNotifications();

    expect(emails()).toEqual([
      {
        to: [ann.email],
        from: 'pigskin@example.com',
        subject: 'Ben commented on your bet on KC @ BUF',
        body: `Pigskin: Ben on your bet (BUF -3.5 on KC @ BUF): "Enjoy losing <b>8</b>" ${linkTo(bet.id)}`,
      },
    ]);
    // Comments go by email only.
    expect(texts()).toEqual([]);
  });

  it('tells a player of a thread at most once a quarter hour, and the next message counts the comments between', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const game = await scheduleGame({ kickoffInHours: 30 });
    const bet = await proposedThroughApi(ann, proposal(game.id, '6'));
    expectStatus(await betting.accept(ben, bet.id), 200);
    const other = await proposedThroughApi(ann, proposal(game.id, '7'));
    expectStatus(await betting.accept(ben, other.id), 200);
    await skipNotifications();
    const comment = (on: string, text: string) =>
      callApi('POST', '/api/comments', { as: ben.email, body: { on, text } });

    const handed = handedOver.length;
    for (const text of ['One', 'Two', 'Three', 'Four'])
      expectStatus(await comment(`bet:${bet.id}`, text), 201);
    expectStatus(await comment(`bet:${other.id}`, 'Another thread'), 201);
    await deliverNotifications();
    expect(emails().map(({ subject, body }) => ({ subject, body }))).toEqual([
      {
        subject: 'Ben commented on your bet on KC @ BUF',
        body: `Pigskin: Ben on your bet (BUF -3.5 on KC @ BUF): "One" ${linkTo(bet.id)}`,
      },
      {
        subject: 'Ben commented on your bet on KC @ BUF',
        body: `Pigskin: Ben on your bet (BUF -3.5 on KC @ BUF): "Another thread" ${linkTo(other.id)}`,
      },
    ]);

    // The stream hands the same records over again, at once and after a restart: nothing is sent
    // twice, nor counted twice, and a comment held back stays held.
    const again = handedOver.slice(handed);
    for (const batch of again) await notify(batch);
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    for (const batch of again) await notify(batch);
    expect(emails()).toHaveLength(2);
    expectStatus(await comment(`bet:${bet.id}`, 'Five'), 201);
    await deliverNotifications();
    expect(emails().at(-1)).toEqual({
      to: [ann.email],
      from: 'pigskin@example.com',
      subject: '4 new comments on your bet on KC @ BUF',
      body: `Pigskin: Ben on your bet (BUF -3.5 on KC @ BUF): "Five" 3 more comments came in since your last message about it. ${linkTo(bet.id)}`,
    });
    expect(emails()).toHaveLength(3);
  });

  it('tells the proposer about an acceptance, the other player about a score, and the score proposer about settlement', async () => {
    const game = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ben,
      { gameId: game.id, betType: 'over_under', selection: 'over', overUnder: 44.5, amount: 2000 },
      { now: before },
    );
    const open = await proposedThroughApi(ben, {
      ...proposal((await scheduleGame({ kickoffInHours: 10 })).id, '20'),
      selection: 'away',
      spread: 6,
    });
    await skipNotifications();

    expectStatus(await betting.accept(quiet, open.id), 200);
    await deliverNotifications();
    const acceptedText = `Pigskin: Quinn accepted your bet: KC +6 on KC @ BUF for 20 Pigskins. ${linkTo(open.id)}`;
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Quinn accepted your bet on KC @ BUF',
        body: acceptedText,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: acceptedText }]);

    // Accepted as of before kickoff (the API is closed now): the stream tells Ben all the same.
    await acceptBet(ann, bet.id, before);
    ses.resetHistory();
    sns.resetHistory();
    await deliverNotifications();
    const lateText = `Pigskin: Ann accepted your bet: Over 44.5 on KC @ BUF for 20 Pigskins. ${linkTo(bet.id)}`;
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Ann accepted your bet on KC @ BUF',
        body: lateText,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: lateText }]);

    ses.resetHistory();
    sns.resetHistory();
    expectStatus(await betting.proposeScore(ann, bet.id, 24, 21), 200);
    await deliverNotifications();
    const scoreText = `Pigskin: Ann says KC @ BUF ended KC 21, BUF 24. Accept it or propose another: ${linkTo(bet.id)}`;
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Ann proposed a final score for KC @ BUF',
        body: scoreText,
      },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: scoreText }]);

    ses.resetHistory();
    sns.resetHistory();
    expectStatus(await betting.acceptScore(ben, bet.id), 200);
    await deliverNotifications();
    // Ben accepted, so only Ann (who proposed the score) hears: 45 points, Ben's Over 44.5 wins.
    const settledText = `Pigskin: your bet on KC @ BUF (Under 44.5) is settled at KC 21, BUF 24: you lost 20 Pigskins. ${linkTo(bet.id)}`;
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

  it('tells both players when an admin settles, and nothing to a player who turned both channels off', async () => {
    const game = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ann,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: 0, amount: 1000 },
      { now: before },
    );
    await acceptBet(quiet, bet.id, before);
    await skipNotifications();

    expectStatus(
      await callApi('POST', `/api/admin/bets/${bet.id}/settle`, {
        as: ADMIN_EMAIL,
        body: { finalScore: '10-17' },
      }),
      200,
    );
    await deliverNotifications();

    const text = `Pigskin: your bet on KC @ BUF (BUF PK) is settled at KC 10, BUF 17: you won 10 Pigskins. ${linkTo(bet.id)}`;
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

  it('tells both players when the official final re-grades the bet they settled, and what moved', async () => {
    const game = await scheduleGame({ kickoffInHours: -2 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ann,
      { gameId: game.id, betType: 'over_under', selection: 'over', overUnder: 44.5, amount: 2000 },
      { now: before },
    );
    await acceptBet(ben, bet.id, before);
    // Settled by agreement at KC 21, BUF 24: 45 points, Ann's Over wins.
    expectStatus(await betting.proposeScore(ben, bet.id, 24, 21), 200);
    expectStatus(await betting.acceptScore(ann, bet.id), 200);
    await skipNotifications();

    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 20, awayScore: 21 },
      }),
      200,
    );
    await deliverNotifications();

    const said = (pick: string, result: string) =>
      `Pigskin: the official final of KC @ BUF is KC 21, BUF 20, not the KC 21, BUF 24 your bet was settled at: your bet with ${pick} is now ${result}. ${linkTo(bet.id)}`;
    const toAnn = said('Ben (Over 44.5)', 'a loss; 40 Pigskins moved to Ben');
    const toBen = said('Ann (Under 44.5)', 'a win; 40 Pigskins moved to you from Ann');
    const subject = 'The official final of KC @ BUF: your bet is re-graded';
    const byRecipient = <T extends { to?: string | string[] }>(list: T[]) =>
      [...list].sort((a, b) => String(a.to).localeCompare(String(b.to)));
    expect(byRecipient(emails())).toEqual(
      byRecipient([
        { to: [ann.email], from: 'pigskin@example.com', subject, body: toAnn },
        { to: [ben.email], from: 'pigskin@example.com', subject, body: toBen },
      ]),
    );
    expect(byRecipient(texts())).toEqual(
      byRecipient([
        { to: '+15550000001', body: toAnn },
        { to: '+15550000002', body: toBen },
      ]),
    );

    // The same final again re-grades nothing, so nobody hears twice.
    ses.resetHistory();
    sns.resetHistory();
    await callApi('POST', `/api/admin/games/${game.id}/score`, {
      as: ADMIN_EMAIL,
      body: { homeScore: 20, awayScore: 21 },
    });
    await deliverNotifications();
    expect([...emails(), ...texts()]).toEqual([]);
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
    const { bet: proposed } = await proposeBet(ben, {
      gameId: game.id,
      betType: 'over_under',
      selection: 'under',
      overUnder: 45.5,
      amount: 1500,
    });
    await skipNotifications();

    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/void`, {
        as: ADMIN_EMAIL,
        body: { status: 'postponed' },
      }),
      200,
    );
    await deliverNotifications();

    const text = (what: string, pick: string, amount: number) =>
      `Pigskin: KC @ BUF was postponed, so your ${what} (${pick} for ${amount} Pigskins) is void and the Pigskins are available again. ${linkTo(what === 'bet' ? accepted.id : proposed.id)}`;
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
    // Both players have texts on: the same words go to their phones.
    expect(texts()).toEqual(
      expect.arrayContaining([
        { to: '+15550000001', body: text('bet', 'BUF -2.5', 30) },
        { to: '+15550000002', body: text('bet', 'KC +2.5', 30) },
        { to: '+15550000002', body: text('bet proposal', 'Under 45.5', 15) },
      ]),
    );
    expect(texts()).toHaveLength(3);
  });

  it('tells of a straight-up bet at odds by each side’s pick, odds and own stake', async () => {
    const gia = await userWithPreferences('Gia', { smsOn: true, alerts: true, phone: '+15550000008' });
    const game = await scheduleGame({ kickoffInHours: 20, homeTeamId: 25, awayTeamId: 24 });
    const bet = await proposedThroughApi(ann, {
      gameId: game.id,
      betType: 'moneyline',
      selection: 'home',
      odds: { win: 3, risk: 2 },
      amount: '100',
    });
    await deliverNotifications();
    expect(textsTo('+15550000008')).toEqual([
      {
        to: '+15550000008',
        body: `Pigskin: Ann proposed NYJ straight up at 3 to 2 on NYG @ NYJ for 100 Pigskins. You would take NYG straight up at 2 to 3. ${linkTo(bet.id)}`,
      },
    ]);
    expect(gia.betProposalSmsAlerts).toBe(true);

    expectStatus(await betting.accept(ben, bet.id), 200);
    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/void`, {
        as: ADMIN_EMAIL,
        body: { status: 'cancelled' },
      }),
      200,
    );
    await deliverNotifications();

    expect(textsTo('+15550000001')).toEqual([
      {
        to: '+15550000001',
        body: `Pigskin: Ben accepted your bet: NYJ straight up at 3 to 2 on NYG @ NYJ for 100 Pigskins. ${linkTo(bet.id)}`,
      },
      {
        to: '+15550000001',
        body: `Pigskin: NYG @ NYJ was cancelled, so your bet (NYJ straight up at 3 to 2 for 100 Pigskins) is void and the Pigskins are available again. ${linkTo(bet.id)}`,
      },
    ]);
    expect(textsTo('+15550000002')).toEqual([
      {
        to: '+15550000002',
        body: `Pigskin: NYG @ NYJ was cancelled, so your bet (NYG straight up at 2 to 3 for 150 Pigskins) is void and the Pigskins are available again. ${linkTo(bet.id)}`,
      },
    ]);
  });

  it('tells of a proposition on no game by its proposition alone, naming no game', async () => {
    const bears = 'The Bears make the playoffs';
    const closesAt = new Date(Date.now() - 60 * 60 * 1000);
    const earlier = new Date(closesAt.getTime() - 24 * 60 * 60 * 1000);
    const { bet } = await proposeBet(
      ben,
      {
        betType: 'proposition',
        proposition: bears,
        selection: 'yes',
        odds: { win: 2, risk: 1 },
        amount: 5_000,
        closesAt: closesAt.toISOString(),
      },
      { now: earlier },
    );
    await skipNotifications();
    await acceptBet(ann, bet.id, earlier);
    await deliverNotifications();
    const acceptedText = `Pigskin: Ann accepted your bet: Yes: "${bears}" at 2 to 1 for 50 Pigskins. ${linkTo(bet.id)}`;
    expect(emails()).toEqual([
      { to: [ben.email], from: 'pigskin@example.com', subject: 'Ann accepted your bet', body: acceptedText },
    ]);
    expect(texts()).toEqual([{ to: '+15550000002', body: acceptedText }]);

    ses.resetHistory();
    sns.resetHistory();
    expectStatus(
      await callApi('POST', `/api/bets/${bet.id}/propose-settlement`, {
        as: ann.email,
        body: { outcome: 'no' },
      }),
      200,
    );
    await deliverNotifications();
    const outcomeText = `Pigskin: Ann says "${bears}" is settled as no. Accept it or propose another: ${linkTo(bet.id)}`;
    expect(emails()).toEqual([
      {
        to: [ben.email],
        from: 'pigskin@example.com',
        subject: 'Ann proposed an outcome for your proposition',
        body: outcomeText,
      },
    ]);

    ses.resetHistory();
    sns.resetHistory();
    expectStatus(await betting.acceptScore(ben, bet.id), 200);
    await deliverNotifications();
    const settledText = `Pigskin: your bet (No: "${bears}" at 1 to 2) is settled as no: you won 50 Pigskins. ${linkTo(bet.id)}`;
    expect(emails()).toEqual([
      { to: [ann.email], from: 'pigskin@example.com', subject: 'Your bet is settled', body: settledText },
    ]);
    expect(texts()).toEqual([{ to: '+15550000001', body: settledText }]);
  });

  it('delivers a committed transition exactly once: a failed send is retried from the stream, and what went out is not sent again', async () => {
    ses.on(SendEmailCommand).rejectsOnce(new Error('SES is unavailable')).resolves({ MessageId: 'sent' });
    const game = await scheduleGame({ kickoffInHours: 30 });
    const bet = expectStatus(await betting.propose(ann, proposal(game.id, '5')), 201).body;
    await skipNotifications();

    // The request commits and answers whatever happens to the email later.
    expectStatus(await betting.accept(ben, bet.id), 200);
    await deliverNotifications();
    const accepted = `Pigskin: Ben accepted your bet: BUF -3.5 on KC @ BUF for 5 Pigskins. ${linkTo(bet.id)}`;
    const email = {
      to: [ann.email],
      from: 'pigskin@example.com',
      subject: 'Ben accepted your bet on KC @ BUF',
      body: accepted,
    };
    // The email was tried and failed; the text went.
    expect(emails()).toEqual([email]);
    expect(texts()).toEqual([{ to: '+15550000001', body: accepted }]);

    // The stream hands the failed record over again: the email goes, the text does not go twice.
    await deliverNotifications();
    expect(emails()).toEqual([email, email]);
    expect(texts()).toEqual([{ to: '+15550000001', body: accepted }]);

    // However often the same batch is handed over again, nothing goes twice.
    const lastBatch = handedOver.at(-1);
    if (!lastBatch) throw new Error('Nothing was handed over');
    expect(await notify(lastBatch)).toEqual({ batchItemFailures: [] });
    await deliverNotifications();
    expect(emails()).toEqual([email, email]);
    expect(texts()).toEqual([{ to: '+15550000001', body: accepted }]);
  });

  it('reports the record that failed, so the stream resumes from it and not before', async () => {
    sns.on(PublishCommand).rejects(new Error('SNS is down'));
    const game = await scheduleGame({ kickoffInHours: 30 });
    const first = expectStatus(await betting.propose(ann, proposal(game.id, '1')), 201).body;
    const second = expectStatus(await betting.propose(ann, proposal(game.id, '2')), 201).body;
    await skipNotifications();
    expectStatus(await betting.accept(ben, first.id), 200);
    expectStatus(await betting.accept(quiet, second.id), 200);
    await deliverNotifications();

    const batch = handedOver.at(-1);
    const result = batch && (await notify(batch));
    expect(result?.batchItemFailures).toEqual([
      {
        itemIdentifier: batch?.Records.find((record) => record.dynamodb?.NewImage?.id?.S === first.id)
          ?.dynamodb?.SequenceNumber,
      },
    ]);
  });

  it('sends one proposal alert per person per quarter hour; the next says how many proposals came meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await userWithPreferences('Dee', { smsOn: true, alerts: true, phone: '+15550000006' });
    const game = await scheduleGame({ kickoffInHours: 30 });
    await skipNotifications();
    // One after another: the alert is about the first.
    const first = await proposedThroughApi(ann, proposal(game.id, '11'));
    for (const amount of ['12', '13']) await proposedThroughApi(ann, proposal(game.id, amount));
    await deliverNotifications();
    expect(textsTo('+15550000006').map((text) => text.body)).toEqual([
      `Pigskin: Ann proposed BUF -3.5 on KC @ BUF for 11 Pigskins. You would take KC +3.5. ${linkTo(first.id)}`,
    ]);

    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const bens = await proposedThroughApi(ben, proposal(game.id, '14'));
    await deliverNotifications();
    expect(textsTo('+15550000006').map((text) => text.body)).toEqual([
      `Pigskin: Ann proposed BUF -3.5 on KC @ BUF for 11 Pigskins. You would take KC +3.5. ${linkTo(first.id)}`,
      `Pigskin: Ben proposed BUF -3.5 on KC @ BUF for 14 Pigskins. You would take KC +3.5. 2 more proposals came in since your last alert. ${linkTo(bens.id)}`,
    ]);
    // Proposal alerts are texts only.
    expect(emails()).toEqual([]);
  });
});

describe('pre-game reminders', () => {
  it('remind each player of an accepted bet kicking off within the hour, once, however often the job runs', async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.5 });
    const later = await scheduleGame({ kickoffInHours: 3 });
    const propose = (gameId: string) =>
      proposedThroughApi(ann, { ...proposal(gameId, '15'), selection: 'away', spread: 2.5 });
    const due = await propose(soon.id);
    const notYet = await propose(later.id);
    expectStatus(await betting.accept(ben, due.id), 200);
    expectStatus(await betting.accept(ben, notYet.id), 200);

    await pregameJob();
    await pregameJob();
    await Promise.all([pregameJob(), pregameJob()]);

    const reminders = emails().filter((email) => email.subject?.startsWith('Kickoff soon'));
    expect(reminders.map((email) => email.to?.[0]).sort()).toEqual([ann.email, ben.email].sort());
    const reminderTo = (email: string) => reminders.find((reminder) => reminder.to?.[0] === email)?.body;
    expect(reminderTo(ben.email)).toMatch(
      new RegExp(
        `^Pigskin: KC @ BUF kicks off .+\\. Your bet: BUF -2\\.5 for 15 Pigskins against Ann\\. ${linkTo(due.id)}$`,
      ),
    );
    expect(reminderTo(ann.email)).toMatch(/\. Your bet: KC \+2\.5 for 15 Pigskins against Ben\. /);
    // Both have texts on: each phone gets its player's reminder, in the same words, once.
    expect(texts().filter((text) => text.body?.includes('kicks off'))).toEqual(
      expect.arrayContaining([
        { to: '+15550000001', body: reminderTo(ann.email) },
        { to: '+15550000002', body: reminderTo(ben.email) },
      ]),
    );
    expect(texts().filter((text) => text.body?.includes('kicks off'))).toHaveLength(2);
  });

  it('reminds of a proposition by its kickoff, not by a closing time of its own well before it', async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.5 });
    const later = await scheduleGame({ kickoffInHours: 48 });
    const inTwentyMinutes = new Date(Date.now() + 20 * 60_000).toISOString();
    const propose = (gameId: string) =>
      proposedThroughApi(ann, {
        gameId,
        betType: 'proposition',
        proposition: 'A safety is scored',
        selection: 'no',
        amount: '15',
        closesAt: inTwentyMinutes,
      });
    const [due, notYet] = [await propose(soon.id), await propose(later.id)];
    expectStatus(await betting.accept(ben, due.id), 200);
    expectStatus(await betting.accept(ben, notYet.id), 200);

    await pregameJob();

    const reminders = emails().filter((email) => email.subject?.startsWith('Kickoff soon'));
    expect(reminders.map((email) => email.body?.endsWith(linkTo(due.id)))).toEqual([true, true]);
  });

  it("gives the kickoff in each player's own time zone: the one they chose, or Pacific", async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.5 });
    const east = await userWithPreferences('Nia', {});
    const west = await userWithPreferences('Wes', {});
    const saved = await callApi<{ timeZone: string }>('PATCH', '/api/user/preferences', {
      as: east.email,
      body: { timeZone: 'america/new_york' },
    });
    expect(expectStatus(saved, 200).body.timeZone).toBe('America/New_York');
    const bet = expectStatus(await betting.propose(east, proposal(soon.id, '5')), 201).body;
    expectStatus(await betting.accept(west, bet.id), 200);

    await pregameJob();

    const kickoffFor = (email: string) =>
      / kicks off \w{3},\s\d{1,2}:\d{2}\s[AP]M\s([A-Z]{3})\./.exec(
        emails().find((message) => message.to?.[0] === email && message.subject?.startsWith('Kickoff soon'))
          ?.body ?? '',
      )?.[1];
    expect(kickoffFor(east.email)).toMatch(/^E[SD]T$/);
    expect(kickoffFor(west.email)).toMatch(/^P[SD]T$/);
  });

  it('after an SES failure, the next run sends the emails and not the texts again', async () => {
    const soon = await scheduleGame({ kickoffInHours: 0.25 });
    const bet = await proposedThroughApi(ann, {
      gameId: soon.id,
      betType: 'over_under',
      selection: 'under',
      overUnder: 40,
      amount: '5',
    });
    expectStatus(await betting.accept(ben, bet.id), 200);
    ses.on(SendEmailCommand).rejects(new Error('SES throttled'));

    await expect(pregameJob()).rejects.toThrow('Some pre-game reminders failed');
    ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
    await pregameJob();

    const about = (body: string | undefined) => body?.includes(' for 5 Pigskins') ?? false;
    // Both players' emails failed on the first run and went out on the second: 2 + 2 attempts.
    expect(emails().filter((email) => about(email.body))).toHaveLength(2 + 2);
    // Their texts went out on the first run, and only then: one to each phone.
    expect(
      texts()
        .filter((text) => about(text.body))
        .map((text) => text.to)
        .sort(),
    ).toEqual(['+15550000001', '+15550000002']);
  });
});
