import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '../../domain/digest';
import { handler as proposalDigest } from '../../functions/schedules/proposal-digest';
import type { UserRecord } from '../../functions/store/users';
import { scheduledEvent } from '../../infra/local/scheduled-jobs';
import { APP_ORIGIN, callApi } from '../support/api';
import { betting, expectStatus, proposedThroughApi, scheduleGame } from '../support/betting';
import { deliverNotifications, skipNotifications } from '../support/notifications';
import { userWithPreferences } from '../support/users';

// This file sends through the real SES adapter, to a mocked client: no local outbox.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
});

const ses = mockClient(SESClient);
const emailsTo = (user: UserRecord) =>
  ses
    .commandCalls(SendEmailCommand)
    .filter(({ args: [{ input }] }) => input.Destination?.ToAddresses?.[0] === user.email)
    .map(({ args: [{ input }] }) => ({
      subject: input.Message?.Subject?.Data,
      body: input.Message?.Body?.Text?.Data,
    }));

const HOUR = 60 * 60 * 1000;

/** The instant a zone's clock reads `hour:minute` on `date` ("2026-11-27"). */
function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(guess - (shown - guess));
}

const digestAt = (instant: Date) => proposalDigest(scheduledEvent(instant));
const zone = (user: UserRecord, timeZone: string) =>
  callApi('PATCH', '/api/user/preferences', { as: user.email, body: { timeZone } });

let pat: UserRecord, dana: UserRecord, eli: UserRecord, fay: UserRecord, gus: UserRecord;
/** Tomorrow, 09:05 on Pacific clocks: the digest's window. */
let nineOhFive: Date;

beforeAll(async () => {
  pat = await userWithPreferences('Pat', { proposals: 'digest' });
  dana = await userWithPreferences('Dana', { proposals: 'digest' });
  eli = await userWithPreferences('Eli', { proposals: 'digest' });
  fay = await userWithPreferences('Fay', { proposals: 'instant' });
  gus = await userWithPreferences('Gus', {});
  for (const user of [pat, dana, fay, gus]) expectStatus(await zone(user, 'America/Los_Angeles'), 200);
  expectStatus(await zone(eli, 'Asia/Tokyo'), 200);
  const tomorrow = localDate(new Date(Date.now() + 24 * HOUR), 'America/Los_Angeles');
  nineOhFive = zonedInstant(tomorrow, 9, 5, 'America/Los_Angeles');
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
});

describe('new proposals by email', () => {
  it('sends at once to who asked for it, and the digest at 09:00 in each zone, once a day, when something is open', async () => {
    // A game that afternoon (13:05 Pacific).
    const game = await scheduleGame({
      kickoffInHours: (nineOhFive.getTime() + 4 * HOUR - Date.now()) / HOUR,
    });
    await skipNotifications();
    const bet = await proposedThroughApi(pat, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '25',
    });
    await deliverNotifications();
    expect(emailsTo(fay)).toEqual([
      {
        subject: 'Pat proposed a bet on KC @ BUF',
        body: `Pigskin: Pat proposed BUF -3.5 on KC @ BUF for 25 Pigskins. You would take KC +3.5. ${APP_ORIGIN}/bets/${bet.id}`,
      },
    ]);
    for (const user of [pat, dana, eli, gus]) expect(emailsTo(user)).toEqual([]);

    // 08:55: not yet. 09:05: Dana's digest; not Pat's (nothing open to him but his own), not Eli's
    // (02:05 in Tokyo), not Fay's or Gus's (they did not ask for it).
    await digestAt(new Date(nineOhFive.getTime() - 10 * 60 * 1000));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(await digestAt(nineOhFive)).toEqual({ sent: 1 });
    expect(emailsTo(dana)).toEqual([
      {
        subject: '1 open bet to take',
        body: `Pigskin: proposals open to you, on a game day:\n- Pat: BUF -3.5 on KC @ BUF for 25 Pigskins\nTake one: ${APP_ORIGIN}/my-bets?tab=available`,
      },
    ]);
    for (const user of [pat, eli, gus]) expect(emailsTo(user)).toEqual([]);

    // Once a day: the next run in the window and a retried one send nothing more.
    expect(await digestAt(new Date(nineOhFive.getTime() + 5 * 60 * 1000))).toEqual({ sent: 0 });
    expect(await digestAt(nineOhFive)).toEqual({ sent: 0 });
    expect(emailsTo(dana)).toHaveLength(1);

    // The next morning something is still open (on a game two days on), but no game is played that
    // day in Pacific time: no digest.
    const later = await scheduleGame({
      kickoffInHours: (nineOhFive.getTime() + 72 * HOUR - Date.now()) / HOUR,
    });
    const stillOpen = await proposedThroughApi(pat, {
      gameId: later.id,
      betType: 'over_under',
      selection: 'over',
      overUnder: 40.5,
      amount: '5',
    });
    expect(await digestAt(new Date(nineOhFive.getTime() + 24 * HOUR))).toEqual({ sent: 0 });

    // Nothing open any more, to someone who has not had today's digest: none.
    expectStatus(await betting.cancel(pat, bet.id), 200);
    expectStatus(await betting.cancel(pat, stillOpen.id), 200);
    const hal = await userWithPreferences('Hal', { proposals: 'digest' });
    expectStatus(await zone(hal, 'America/Los_Angeles'), 200);
    expect(await digestAt(new Date(nineOhFive.getTime() + 60 * 1000))).toEqual({ sent: 0 });
    expect(emailsTo(hal)).toEqual([]);
  });
});
