import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BetProposal } from '../../domain/bet-proposal';
import type { Bet, ScoreAnswer } from '../../domain/bets';
import type { Score } from '../../domain/scores';
import { acceptBet, getBet, proposeBet, type BetRecord } from '../../functions/store/bets';
import { settleAsAdmin } from '../../functions/store/settlement';
import { getGame, type GameRecord } from '../../functions/store/games';
import { addScheduledGame } from '../../functions/store/schedule';
import { listLedger } from '../../functions/store/ledger';
import { getUser, type UserRecord } from '../../functions/store/users';
import { scanTable } from '../../functions/migrations/scan-table';
import { callApi, type ApiResponse } from './api';
import { ADMIN_EMAIL, registeredUser } from './users';

const HOUR = 60 * 60 * 1000;

/**
 * A scheduled game kicking off `kickoffInHours` from now (negative: it has started). KC @ BUF by
 * default, in the 2025 season unless told otherwise: most tests bet on a past season's data, which
 * must keep working as it did.
 */
export async function scheduleGame(options: {
  kickoffInHours: number;
  season?: number;
  week?: number;
  homeTeamId?: number;
  awayTeamId?: number;
}): Promise<GameRecord> {
  const { id } = await addScheduledGame({
    gameId: `test-${randomUUID()}`,
    season: options.season ?? 2025,
    week: options.week ?? 5,
    gameDate: new Date(Date.now() + options.kickoffInHours * HOUR).toISOString(),
    homeTeamId: options.homeTeamId ?? 4,
    awayTeamId: options.awayTeamId ?? 16,
  });
  const game = await getGame(id);
  if (!game) throw new Error('The game was not saved');
  return game;
}

/** A proposal's terms without its game: spread or over/under, each with its own fields. */
type ProposalTerms = BetProposal extends infer Proposal
  ? Proposal extends unknown
    ? Omit<Proposal, 'gameId' | 'status'>
    : never
  : never;

/**
 * A bet proposed and accepted an hour before its game kicked off, then settled by an admin with
 * `score`: a finished bet, as the store makes it.
 */
export async function betSettledByAdmin(
  players: { proposer: UserRecord; acceptor: UserRecord },
  game: GameRecord,
  terms: ProposalTerms,
  score: Score,
): Promise<BetRecord> {
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(
    players.proposer,
    { ...terms, gameId: game.id },
    {
      now: before,
    },
  );
  await acceptBet(players.acceptor, bet.id, before);
  await settleAsAdmin(bet.id, score);
  return (await getBet(bet.id)) ?? bet;
}

/** Every item of the table, in key order: for "this refusal changed nothing" checks. */
export function tableSnapshot(): Promise<unknown[]> {
  return scanTable();
}

export async function freshUser(user: UserRecord): Promise<UserRecord> {
  const current = await getUser(user.id);
  if (!current) throw new Error('User vanished');
  return current;
}

/** A user's balance and available balance, as the table has them now. */
export async function moneyOf(user: UserRecord): Promise<{ balanceCents: number; availableCents: number }> {
  const { balanceCents, availableCents } = await freshUser(user);
  return { balanceCents, availableCents };
}

/** The user's newest ledger entry. */
export const latestEntry = async (user: UserRecord) => (await listLedger(user.id))[0];

/**
 * A game of `teams` in `week` kicked off three hours ago, and Sam's `proposal` on it (no game id)
 * that Jordan took an hour before kickoff.
 */
export async function takenOnGameUnderWay(
  teams: { homeTeamId: number; awayTeamId: number; week: number },
  proposal: Record<string, unknown>,
): Promise<{ game: GameRecord; sam: UserRecord; jordan: UserRecord; bet: BetRecord }> {
  const game = await scheduleGame({ kickoffInHours: -3, ...teams });
  const [sam, jordan] = await Promise.all([
    registeredUser({ firstName: 'Sam' }),
    registeredUser({ firstName: 'Jordan' }),
  ]);
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(sam, { gameId: game.id, ...proposal } as BetProposal, { now: before });
  return { game, sam, jordan, bet: await acceptBet(jordan, bet.id, before) };
}

/** The admin's official final for `game`, and what it settled and re-graded. */
export async function officialFinal(game: GameRecord, score: { home: number; away: number }) {
  return expectStatus(
    await callApi<{ settled: number; regraded: number; failed: number }>(
      'POST',
      `/api/admin/games/${game.id}/score`,
      { as: ADMIN_EMAIL, body: { homeScore: score.home, awayScore: score.away } },
    ),
    200,
  ).body;
}

type As = { email: string };

export const betting = {
  propose: (user: As, body: Record<string, unknown>, headers?: Record<string, string>) =>
    callApi<Bet>('POST', '/api/bets', { as: user.email, body, headers }),
  accept: (user: As, betId: string) => callApi<Bet>('POST', `/api/bets/${betId}/accept`, { as: user.email }),
  cancel: (user: As, betId: string) => callApi<Bet>('DELETE', `/api/bets/${betId}`, { as: user.email }),
  proposeScore: (user: As, betId: string, homeScore: number, awayScore: number) =>
    callApi<ScoreAnswer>('POST', `/api/bets/${betId}/propose-settlement`, {
      as: user.email,
      body: { homeScore, awayScore },
    }),
  acceptScore: (user: As, betId: string) =>
    callApi<ScoreAnswer>('POST', `/api/bets/${betId}/accept-settlement`, { as: user.email }),
  myBets: (user: As) => callApi<Bet[]>('GET', '/api/bets/my', { as: user.email }),
  /** The first page of the user's settled bets, the latest settlement first. */
  history: (user: As) => callApi<Bet[]>('GET', '/api/bets/history', { as: user.email }),
  /** Others' open proposals, the 100 soonest to kick off: more than any test here makes. */
  available: (user: As) => callApi<Bet[]>('GET', '/api/bets/available?limit=100', { as: user.email }),
  /** One bet, as its link's page reads it. */
  one: (user: As, betId: string) => callApi<Bet>('GET', `/api/bets/${betId}`, { as: user.email }),
};

/** A bet proposed through the API, as the players' screens do; any answer but 201 fails the test. */
export async function proposedThroughApi(proposer: As, proposal: Record<string, unknown>): Promise<Bet> {
  return expectStatus(await betting.propose(proposer, proposal), 201).body;
}

/** A bet proposed and accepted through the API, as the players' screens do: home -1 for 10 Pigskins. */
export async function acceptedThroughApi(proposer: As, acceptor: As, game: { id: string }): Promise<Bet> {
  const proposed = await proposedThroughApi(proposer, {
    gameId: game.id,
    betType: 'spread',
    selection: 'home',
    spread: -1,
    amount: '10',
  });
  return expectStatus(await betting.accept(acceptor, proposed.id), 200).body;
}

/** A request refused with `status` (and `message`, when given) that changed nothing in the table. */
export async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message?: string,
): Promise<void> {
  const before = await tableSnapshot();
  const response = await call();
  expect(response.status).toBe(status);
  if (message) expect(response.body).toEqual({ message });
  expect(await tableSnapshot()).toEqual(before);
}

export function expectStatus<T>(response: ApiResponse<T>, status: number): ApiResponse<T> {
  if (response.status !== status) {
    throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response;
}
