import { addComment } from '../functions/store/comments';
import { randomUUID } from 'node:crypto';
import { deviceIdOf, PUSH_SWITCH_DEFAULTS } from '../domain/push';
import { calendarWeek } from '../domain/seasons';
import { auditsSettled } from '../functions/audit/launch';
import { acceptBet, proposeBet, proposeSettlement, type BetRecord } from '../functions/store/bets';
import { getGame, type GameRecord } from '../functions/store/games';
import { addScheduledGame } from '../functions/store/schedule';
import { inviteEmail } from '../functions/store/invitations';
import { settleAsAdmin } from '../functions/store/settlement';
import { confirmPhoneCode, newPhoneCode } from '../functions/store/phone-codes';
import { createUser, type UserRecord } from '../functions/store/users';
import { savePreferences } from '../functions/store/preferences';
import { savePushDevice } from '../functions/store/push-devices';
import { pushSubscription } from './push-subscription';

/** One request of an endpoint, as a signed-in user (or anonymous) would send it. */
export interface PreparedRequest {
  method: string;
  path: string;
  /** The email of the signed-in caller; none for anonymous. */
  as?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointCase {
  routeKey: string;
  /** Makes the state one request needs (a fresh bet to accept, ...) and describes that request. */
  prepare: () => PreparedRequest | Promise<PreparedRequest>;
}

/** Endpoints whose cost is not one request's: sign-in goes through the identity provider, uploads wait for the import. */
export const NOT_PER_REQUEST = new Set([
  'GET /api/login',
  'GET /api/callback',
  'POST /api/logout',
  'POST /api/games/upload-csv',
  'POST /api/betting-lines/upload-csv',
  'POST /api/admin/feed/fetch',
]);

const HOUR = 60 * 60 * 1000;

/**
 * A small world (an admin, players with bets in every state, a game to come and one under way) and a
 * prepared request for every endpoint of the route table but those in NOT_PER_REQUEST.
 */
export async function endpointCases(adminEmail: string): Promise<EndpointCase[]> {
  const suffix = randomUUID().slice(0, 8);
  const newUser = (firstName: string) =>
    createUser({
      // A whole UUID: four hex digits met twice in one run of a few hundred users.
      email: `${firstName.toLowerCase()}-${suffix}-${randomUUID()}@bench.example.com`,
      firstName,
      lastName: 'Bench',
    });
  let phones = 0;
  /** A new user with a phone number, confirmed (through the code flow's store calls) or not. */
  const withPhone = async (firstName: string, confirmed: boolean) => {
    const phone = `+1555${String(2_000_000 + (phones += 1)).padStart(7, '0')}`;
    const preferences = {
      emailNotifications: true,
      smsNotifications: false,
      betProposalSmsAlerts: false,
      commentNotifications: true,
      proposalEmails: 'off' as const,
      ...PUSH_SWITCH_DEFAULTS,
    };
    let user = await savePreferences((await newUser(firstName)).id, { ...preferences, phoneNumber: phone });
    if (!confirmed) return user;
    user = await confirmPhoneCode(user, (await newPhoneCode(user.id, phone, new Date())).code, new Date());
    return savePreferences(
      user.id,
      { ...preferences, smsNotifications: true, betProposalSmsAlerts: true, phoneNumber: phone },
      { phoneChanged: false },
    );
  };
  const [ana, bo, cy] = [await withPhone('Ana', true), await newUser('Bo'), await newUser('Cy')];
  const { season } = calendarWeek(new Date());
  const schedule = async (hours: number, week: number): Promise<GameRecord> => {
    const { id } = await addScheduledGame({
      gameId: `bench-${randomUUID()}`,
      season,
      week,
      gameDate: new Date(Date.now() + hours * HOUR).toISOString(),
      homeTeamId: 4,
      awayTeamId: 16,
    });
    const game = await getGame(id);
    if (!game) throw new Error('bench game missing');
    return game;
  };
  const upcoming = await schedule(48, 8);

  const proposal = (by: UserRecord, game: GameRecord, now?: Date) =>
    proposeBet(
      by,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -2.5, amount: 100 },
      { now },
    ).then(({ bet }) => bet);
  // Each on a game of its own that kicked off an hour ago: settling one makes its game final.
  const acceptedOnUnderWay = async (): Promise<BetRecord> => {
    const underWay = await schedule(-1, 8);
    const beforeKickoff = new Date(Date.parse(underWay.gameDate) - HOUR);
    const bet = await proposal(ana, underWay, beforeKickoff);
    return acceptBet(bo, bet.id, beforeKickoff);
  };
  const pendingOnUnderWay = async (): Promise<BetRecord> => {
    const bet = await acceptedOnUnderWay();
    return proposeSettlement(bo, bet.id, { home: 20, away: 10 });
  };
  // History for the reads: a settled bet, an open one, a pending one.
  await settleAsAdmin((await acceptedOnUnderWay()).id, { home: 14, away: 10 });
  await proposal(ana, upcoming);
  await pendingOnUnderWay();

  const as = (user: UserRecord) => user.email;
  const get = (path: string, user: UserRecord | string = ana): PreparedRequest => ({
    method: 'GET',
    path,
    as: typeof user === 'string' ? user : as(user),
  });
  const cases: [string, () => PreparedRequest | Promise<PreparedRequest>][] = [
    ['GET /api/auth/user', () => get('/api/auth/user')],
    // The sign-out page, as a browser that typed the address gets it.
    ['GET /api/logout', () => ({ method: 'GET', path: '/api/logout' })],
    [
      'POST /api/register',
      async () => {
        const { token } = await inviteEmail(`new-${randomUUID()}@bench.example.com`);
        return {
          method: 'POST',
          path: '/api/register',
          body: { token, firstName: 'New', lastName: 'Player' },
        };
      },
    ],
    [
      'POST /api/register/check',
      async () => {
        const { token } = await inviteEmail(`check-${randomUUID()}@bench.example.com`);
        return { method: 'POST', path: '/api/register/check', body: { token } };
      },
    ],
    ['GET /api/games/{season}/{week}', () => get(`/api/games/${season}/8`)],
    ['GET /api/games/{id}', async () => get(`/api/games/${(await proposal(ana, upcoming)).gameId}`)],
    ['GET /api/teams', () => get('/api/teams')],
    ['GET /api/seasons', () => get('/api/seasons')],
    ['GET /api/betting-lines/{week}', () => get('/api/betting-lines/8')],
    ['GET /api/betting-lines/{season}/{week}', () => get(`/api/betting-lines/${season}/8`)],
    [
      'POST /api/bets',
      () => ({
        method: 'POST',
        path: '/api/bets',
        as: as(ana),
        body: {
          gameId: upcoming.id,
          betType: 'over_under',
          selection: 'over',
          overUnder: 44.5,
          amount: '1.00',
        },
      }),
    ],
    [
      'POST /api/bets/{id}/accept',
      async () => ({
        method: 'POST',
        path: `/api/bets/${(await proposal(ana, upcoming)).id}/accept`,
        as: as(bo),
      }),
    ],
    [
      'DELETE /api/bets/{id}',
      async () => ({
        method: 'DELETE',
        path: `/api/bets/${(await proposal(ana, upcoming)).id}`,
        as: as(ana),
      }),
    ],
    [
      'POST /api/bets/{id}/propose-settlement',
      async () => ({
        method: 'POST',
        path: `/api/bets/${(await acceptedOnUnderWay()).id}/propose-settlement`,
        as: as(ana),
        body: { homeScore: 21, awayScore: 17 },
      }),
    ],
    [
      'POST /api/bets/{id}/accept-settlement',
      async () => ({
        method: 'POST',
        path: `/api/bets/${(await pendingOnUnderWay()).id}/accept-settlement`,
        as: as(ana),
      }),
    ],
    ['GET /api/bets/my', () => get('/api/bets/my')],
    ['HEAD /api/bets/my', () => ({ method: 'HEAD', path: '/api/bets/my', as: as(ana) })],
    ['GET /api/bets/available', () => get('/api/bets/available', cy)],
    ['GET /api/bets/history', () => get('/api/bets/history')],
    ['GET /api/bets/{id}', async () => get(`/api/bets/${(await proposal(ana, upcoming)).id}`, cy)],
    ['GET /api/transactions', () => get('/api/transactions')],
    ['GET /api/members', () => get('/api/members')],
    ['GET /api/activity', () => get('/api/activity')],
    ['GET /api/comments', () => get(`/api/comments?on=game:${upcoming.id}`)],
    [
      'POST /api/comments',
      () => ({
        method: 'POST',
        path: '/api/comments',
        as: as(ana),
        body: { on: `game:${upcoming.id}`, text: 'Taking the over.' },
      }),
    ],
    [
      'DELETE /api/comments/{id}',
      async () => {
        const comment = await addComment(ana, `game:${upcoming.id}`, 'Never mind.');
        return { method: 'DELETE', path: `/api/comments/${comment.id}?on=game:${upcoming.id}`, as: as(ana) };
      },
    ],
    ['GET /api/leaderboard/weekly/{season}/{week}', () => get(`/api/leaderboard/weekly/${season}/8`)],
    ['GET /api/leaderboard/season/{season}', () => get(`/api/leaderboard/season/${season}`)],
    ['GET /api/leaderboard/all-time', () => get('/api/leaderboard/all-time')],
    [
      // Someone new each time, so the change is a change (as a write's fresh state is elsewhere).
      'PATCH /api/user/preferences',
      async () => ({
        method: 'PATCH',
        path: '/api/user/preferences',
        as: as(await newUser('Dee')),
        body: { emailNotifications: false },
      }),
    ],
    [
      // Someone new each time: once signed out everywhere, their tokens open nothing.
      'POST /api/user/sign-out-everywhere',
      async () => ({ method: 'POST', path: '/api/user/sign-out-everywhere', as: as(await newUser('Eli')) }),
    ],
    [
      'POST /api/user/phone/code',
      async () => ({ method: 'POST', path: '/api/user/phone/code', as: as(await withPhone('Pat', false)) }),
    ],
    [
      'POST /api/user/phone/confirm',
      async () => {
        const user = await withPhone('Cam', false);
        const { code } = await newPhoneCode(user.id, user.phoneNumber ?? '', new Date());
        return { method: 'POST', path: '/api/user/phone/confirm', as: as(user), body: { code } };
      },
    ],
    // Limited per user and hour: a new caller each time.
    [
      'POST /api/test-sms',
      async () => ({ method: 'POST', path: '/api/test-sms', as: as(await withPhone('Tess', true)) }),
    ],
    [
      'POST /api/test-pregame-notifications',
      async () => ({ method: 'POST', path: '/api/test-pregame-notifications', as: as(await newUser('Pia')) }),
    ],
    ['GET /api/user/devices', () => get('/api/user/devices')],
    // Someone new each time: a user has room for 10 devices.
    [
      'PUT /api/user/devices',
      async () => ({
        method: 'PUT',
        path: '/api/user/devices',
        as: as(await newUser('Dev')),
        body: { subscription: pushSubscription(), name: 'Chrome on Android' },
      }),
    ],
    [
      'DELETE /api/user/devices/{id}',
      async () => {
        const user = await newUser('Ditch');
        const { endpoint, keys } = pushSubscription();
        const id = await deviceIdOf(endpoint);
        await savePushDevice({ id, userId: user.id, name: 'Firefox on Linux', endpoint, ...keys });
        return { method: 'DELETE', path: `/api/user/devices/${id}`, as: as(user) };
      },
    ],
    [
      'PATCH /api/user/devices/{id}',
      async () => {
        const user = await newUser('Live');
        const { endpoint, keys } = pushSubscription();
        const id = await deviceIdOf(endpoint);
        await savePushDevice({ id, userId: user.id, name: 'Safari on iPhone', endpoint, ...keys });
        return { method: 'PATCH', path: `/api/user/devices/${id}`, as: as(user), body: { scores: true } };
      },
    ],
    ['GET /api/users', () => get('/api/users', adminEmail)],
    ['GET /api/admin/users', () => get('/api/admin/users', adminEmail)],
    ['GET /api/admin/stats', () => get('/api/admin/stats', adminEmail)],
    ['GET /api/admin/audit', () => get('/api/admin/audit', adminEmail)],
    ['GET /api/admin/feed', () => get('/api/admin/feed', adminEmail)],
    [
      'PATCH /api/admin/users/{id}/balance',
      () => ({
        method: 'PATCH',
        path: `/api/admin/users/${cy.id}/balance`,
        as: adminEmail,
        body: { balance: '1.00', description: 'Bench' },
      }),
    ],
    [
      'PATCH /api/admin/users/{id}/status',
      () => ({
        method: 'PATCH',
        path: `/api/admin/users/${cy.id}/status`,
        as: adminEmail,
        body: { isActive: true, isPaused: false },
      }),
    ],
    [
      'DELETE /api/admin/users/{id}',
      async () => ({
        method: 'DELETE',
        path: `/api/admin/users/${(await newUser('Gone')).id}`,
        as: adminEmail,
      }),
    ],
    [
      'GET /api/admin/users/{id}/transactions',
      () => get(`/api/admin/users/${ana.id}/transactions`, adminEmail),
    ],
    // Limited per recipient and hour (docs/decisions.md, One recipient): a new number each time.
    [
      'POST /api/admin/test-sms',
      async () => ({
        method: 'POST',
        path: '/api/admin/test-sms',
        as: adminEmail,
        body: { phoneNumber: (await withPhone('Tam', true)).phoneNumber },
      }),
    ],
    // Every status: five Queries, the most this list reads.
    ['GET /api/admin/bets', () => get('/api/admin/bets', adminEmail)],
    [
      'POST /api/admin/bets/{id}/settle',
      async () => ({
        method: 'POST',
        path: `/api/admin/bets/${(await acceptedOnUnderWay()).id}/settle`,
        as: adminEmail,
        body: { finalScore: '10-20' },
      }),
    ],
    [
      'GET /api/admin/games/{id}/bet-counts',
      () => get(`/api/admin/games/${upcoming.id}/bet-counts`, adminEmail),
    ],
    ['GET /api/admin/games/started', () => get('/api/admin/games/started', adminEmail)],
    [
      'POST /api/admin/games/{id}/score',
      async () => ({
        method: 'POST',
        path: `/api/admin/games/${(await acceptedOnUnderWay()).gameId}/score`,
        as: adminEmail,
        body: { homeScore: 20, awayScore: 10 },
      }),
    ],
    ['GET /api/admin/users/{id}/bet-counts', () => get(`/api/admin/users/${ana.id}/bet-counts`, adminEmail)],
    [
      'POST /api/admin/audit',
      async () => {
        // One run at a time: the one a previous request started (in-process here) finishes first.
        await auditsSettled();
        return { method: 'POST', path: '/api/admin/audit', as: adminEmail };
      },
    ],
    [
      'POST /api/admin/games/{id}/void',
      async () => {
        // A game of its own with one accepted bet: voiding closes it for good.
        const postponed = await schedule(24, 8);
        await acceptBet(bo, (await proposal(ana, postponed)).id);
        return {
          method: 'POST',
          path: `/api/admin/games/${postponed.id}/void`,
          as: adminEmail,
          body: { status: 'postponed' },
        };
      },
    ],
    [
      'POST /api/admin/cleanup-expired-bets',
      () => ({ method: 'POST', path: '/api/admin/cleanup-expired-bets', as: adminEmail }),
    ],
    ['GET /api/admin/invitations', () => get('/api/admin/invitations?all=true', adminEmail)],
    [
      'POST /api/admin/invitations',
      () => ({
        method: 'POST',
        path: '/api/admin/invitations',
        as: adminEmail,
        body: { email: `invitee-${randomUUID()}@bench.example.com` },
      }),
    ],
    [
      'DELETE /api/admin/invitations/{id}',
      async () => ({
        method: 'DELETE',
        path: `/api/admin/invitations/${(await inviteEmail(`drop-${randomUUID()}@bench.example.com`)).invitation.id}`,
        as: adminEmail,
      }),
    ],
  ];
  return cases.map(([routeKey, prepare]) => ({ routeKey, prepare }));
}
