import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../domain/leaderboard';
import type { User } from '../../domain/users';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { betSettledByAdmin, scheduleGame } from '../support/betting';
import { registeredUser, userWithPreferences } from '../support/users';

/** One settled spread bet on a fresh game (2025's week 12 unless said): the proposer takes the home side at `spread`. */
async function settledBet(
  proposer: UserRecord,
  acceptor: UserRecord,
  amountCents: number,
  spread: number,
  score: { home: number; away: number },
  week = 12,
  season = 2025,
) {
  await betSettledByAdmin(
    { proposer, acceptor },
    await scheduleGame({ kickoffInHours: -2, week, season }),
    { betType: 'spread', selection: 'home', spread, amount: amountCents },
    score,
  );
}

let ava: UserRecord, bo: UserRecord, cy: UserRecord, di: UserRecord;

beforeAll(async () => {
  [ava, bo, cy, di] = await Promise.all([
    registeredUser({ firstName: 'Ava' }),
    registeredUser({ firstName: 'Bo' }),
    registeredUser({ firstName: 'Cy' }),
    registeredUser({ firstName: 'Di' }),
  ]);
  // Week 12, by hand:
  //  Ava beats Bo by 50 (home -3.5, 27-20)      Ava +50  Bo -50
  //  Ava pushes with Cy on 30 (home -3, 23-20)  Ava tie  Cy tie
  //  Cy beats Bo by 20 (home +3, 18-20)         Cy +20   Bo -20
  //  Bo beats Cy by 20 (home -1, 21-10)         Bo +20   Cy -20
  await settledBet(ava, bo, 5000, -3.5, { home: 27, away: 20 });
  await settledBet(ava, cy, 3000, -3, { home: 23, away: 20 });
  await settledBet(cy, bo, 2000, 3, { home: 18, away: 20 });
  await settledBet(bo, cy, 2000, -1, { home: 21, away: 10 });
  // Week 13: Di beats Ava by 10, Cy beats Bo by 10.
  await settledBet(di, ava, 1000, 0, { home: 14, away: 7 }, 13);
  await settledBet(cy, bo, 1000, 0, { home: 14, away: 7 }, 13);
  // 2023: Bo beats Cy by 10.
  await settledBet(bo, cy, 1000, 0, { home: 14, away: 7 }, 1, 2023);
});

const weekly = (as: UserRecord, week: number) =>
  callApi<LeaderboardRow[]>('GET', `/api/leaderboard/weekly/2025/${week}`, { as: as.email });

describe('leaderboards kept by settlement', () => {
  it('ranks a week by net winnings, then win rate, then wins, with win rates of one decimal', async () => {
    const { body } = await weekly(di, 12);
    expect(
      body.map(({ rank, firstName, totalBets, wins, losses, ties, totalWinnings, winRate }) => ({
        rank,
        firstName,
        totalBets,
        wins,
        losses,
        ties,
        totalWinnings,
        winRate,
      })),
    ).toEqual([
      {
        rank: 1,
        firstName: 'Ava',
        totalBets: 2,
        wins: 1,
        losses: 0,
        ties: 1,
        totalWinnings: '50.00',
        winRate: 50,
      },
      {
        rank: 2,
        firstName: 'Cy',
        totalBets: 3,
        wins: 1,
        losses: 1,
        ties: 1,
        totalWinnings: '0.00',
        winRate: 33.3,
      },
      {
        rank: 3,
        firstName: 'Bo',
        totalBets: 3,
        wins: 1,
        losses: 2,
        ties: 0,
        totalWinnings: '-50.00',
        winRate: 33.3,
      },
    ]);
  });

  it("shows, on each row, the caller's record against that player in the board's period, and nothing on their own row", async () => {
    const headToHead = (rows: LeaderboardRow[]) =>
      Object.fromEntries(rows.map((entry) => [entry.firstName, entry.headToHead]));
    const versus = (wins: number, losses: number, ties: number) => ({ wins, losses, ties });
    expect(headToHead((await weekly(cy, 12)).body)).toEqual({
      Ava: versus(0, 0, 1),
      Bo: versus(1, 1, 0),
      Cy: null,
    });
    expect(headToHead((await weekly(cy, 13)).body)).toEqual({
      Di: versus(0, 0, 0),
      Cy: null,
      Bo: versus(1, 0, 0),
      Ava: versus(0, 0, 0),
    });
    const season = await callApi<LeaderboardRow[]>('GET', '/api/leaderboard/season/2025', { as: cy.email });
    expect(headToHead(season.body)).toMatchObject({ Ava: versus(0, 0, 1), Bo: versus(2, 1, 0) });
    const allTime = await callApi<LeaderboardRow[]>('GET', '/api/leaderboard/all-time', { as: cy.email });
    expect(headToHead(allTime.body)).toMatchObject({ Ava: versus(0, 0, 1), Bo: versus(2, 2, 0) });
  });

  it('sums the season across weeks', async () => {
    const { body } = await callApi<LeaderboardRow[]>('GET', '/api/leaderboard/season/2025', { as: bo.email });
    expect(body.map((entry) => [entry.rank, entry.firstName, entry.totalWinnings, entry.totalBets])).toEqual([
      [1, 'Ava', '40.00', 3],
      [2, 'Di', '10.00', 1],
      [3, 'Cy', '10.00', 4],
      [4, 'Bo', '-60.00', 4],
    ]);
  });

  it('is empty for a week without settled bets', async () => {
    expect((await weekly(ava, 14)).body).toEqual([]);
  });

  it('answers an empty season with no rows, and refuses a season outside 2000-2100 or a week outside -3..22', async () => {
    expect(await callApi('GET', '/api/leaderboard/season/2024', { as: ava.email })).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await callApi('GET', '/api/leaderboard/season/1999', { as: ava.email })).toMatchObject({
      status: 400,
      body: { message: 'season must be from 2000 to 2100' },
    });
    expect((await callApi('GET', '/api/leaderboard/season/2101', { as: ava.email })).status).toBe(400);
    expect((await weekly(ava, 23)).status).toBe(400);
  });
});

describe('notification preferences', () => {
  const patch = (user: UserRecord, body: unknown) =>
    callApi<User>('PATCH', '/api/user/preferences', { as: user.email, body });

  it('saves a confirmed phone number and SMS with proposal alerts', async () => {
    const user = await userWithPreferences('Sol', { phone: '+15550001234' });
    const response = await patch(user, {
      smsNotifications: true,
      betProposalSmsAlerts: true,
      emailNotifications: false,
    });
    expect(response.body).toMatchObject({
      phoneNumber: '+15550001234',
      phoneConfirmed: true,
      smsNotifications: true,
      betProposalSmsAlerts: true,
      emailNotifications: false,
    });
  });

  it.each([
    [{ smsNotifications: true }, 'smsNotifications needs a phone number'],
    [
      { phoneNumber: '+15550001234', betProposalSmsAlerts: true },
      'betProposalSmsAlerts needs smsNotifications on',
    ],
    [
      { phoneNumber: '555-1234' },
      'phoneNumber must be a phone number, e.g. (555) 123-4567, or +44 20 7946 0958 outside the US',
    ],
    [
      { phoneNumber: '+15550001234', smsNotifications: true },
      'smsNotifications needs a confirmed phone number',
    ],
    [{ emailNotifications: 'yes' }, 'emailNotifications must be a boolean'],
    [{ timeZone: 'Eastern' }, 'timeZone must be a time zone such as America/New_York'],
    [{ timeZone: 'America/New_York; DROP' }, 'timeZone must be a time zone such as America/New_York'],
    [{ timeZone: 5 }, 'timeZone must be a string'],
  ])('refuses what the screen would disable: %j', async (body, message) => {
    const user = await registeredUser();
    expect(await patch(user, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('keeps the time zone for emails and texts, Pacific until chosen, leaving the rest as it was', async () => {
    const user = await registeredUser();
    expect((await patch(user, {})).body).toMatchObject({ timeZone: 'America/Los_Angeles' });
    const chosen = await patch(user, { timeZone: 'Europe/London' });
    expect(chosen.body).toMatchObject({ timeZone: 'Europe/London', emailNotifications: true });
    expect((await patch(user, { emailNotifications: false })).body).toMatchObject({
      timeZone: 'Europe/London',
      emailNotifications: false,
    });
  });

  it('switches SMS off with a removed phone, and refuses keeping it on without one', async () => {
    const user = await userWithPreferences('Rem', { smsOn: true, alerts: true, phone: '+15550009999' });
    expect(await patch(user, { phoneNumber: '', smsNotifications: true })).toMatchObject({
      status: 400,
      body: { message: 'smsNotifications needs a phone number' },
    });
    expect((await patch(user, { phoneNumber: '' })).body).toMatchObject({
      phoneNumber: null,
      phoneConfirmed: false,
      smsNotifications: false,
      betProposalSmsAlerts: false,
    });
  });
});
