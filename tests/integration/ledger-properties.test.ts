import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetProposal } from '../../domain/bet-proposal';
import {
  ACTIVE_STATUSES,
  COMMITTING_STATUSES,
  type BetStatus,
  type PropositionOutcome,
} from '../../domain/bets';
import { STARTING_BALANCE_CENTS } from '../../domain/constants';
import { PigskinError } from '../../domain/errors';
import type { VoidedStatus } from '../../domain/games';
import { EVEN_MONEY, oddsOf, type Odds } from '../../domain/odds';
import { stakesAt } from '../../domain/stakes';
import { isAccountInactive } from '../../domain/users';
import { acceptBet, cancelBet, proposeBet, type BetRecord } from '../../functions/store/bets';
import { acceptGameScore, proposeGameScore } from '../../functions/store/game-scores';
import { listGameBets } from '../../functions/store/bet-lists';
import { getGames, type GameRecord } from '../../functions/store/games';
import { scoreGame, settleAsAdmin } from '../../functions/store/settlement';
import { deleteUser, setUserStatus } from '../../functions/store/accounts';
import type { UserRecord } from '../../functions/store/users';
import { adjustBalance } from '../../functions/store/balances';
import { decideAsAdmin } from '../../functions/store/admin-decisions';
import { voidGame } from '../../functions/store/voids';
import { scheduleGame } from '../support/betting';
import { playerPartition } from '../support/player-partition';
import { registeredUser } from '../support/users';

const PLAYERS = 4;
/** Games per run: voiding one leaves others to bet on. */
const GAMES = 3;
const HOUR = 60 * 60 * 1000;

/**
 * Who acts on a bet, by role: mostly someone allowed to, sometimes someone who is not (their refusal
 * must change nothing either). `pick` chooses among the bets in the right status and the candidates.
 */
type Role = 'allowed' | 'proposer' | 'acceptor' | 'outsider';
type Operation =
  | {
      kind: 'propose';
      player: number;
      game: number;
      amountCents: number;
      total: boolean;
      line: number;
      pick: 0 | 1;
      /** A straight-up bet at these odds, instead of a spread or total: each side its own stake. */
      straightUp: Odds | null;
      /** A proposition instead (at straightUp's odds, even money without), settled by agreement. */
      proposition: boolean;
      /** The proposition on no game, closing half an hour before the games' kickoff. */
      gameless: boolean;
    }
  | { kind: 'accept' | 'cancel' | 'acceptScore'; pick: number; role: Role }
  | { kind: 'proposeScore'; pick: number; role: Role; home: number; away: number }
  | { kind: 'proposeOutcome'; pick: number; role: Role; outcome: PropositionOutcome }
  | { kind: 'adminSettle'; pick: number; home: number; away: number }
  /** The admin's decision on a proposition, a week after its game: yes or no, or void any (Disputes). */
  | { kind: 'adminDecide'; pick: number; outcome: PropositionOutcome }
  | { kind: 'officialFinal'; game: number; home: number; away: number }
  | { kind: 'adjust'; player: number; changeCents: number }
  | { kind: 'deactivate'; player: number }
  | { kind: 'reactivate'; player: number }
  | { kind: 'delete'; player: number }
  | { kind: 'void'; game: number; status: VoidedStatus };

/** Valid odds (docs/product.md, Odds), mostly short, sometimes as long as the rules allow. */
const validOdds: fc.Arbitrary<Odds> = fc
  .oneof(
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 })),
    },
  )
  .map(([win, risk]) => oddsOf(win, risk) ?? EVEN_MONEY);
const role = fc.constantFrom<Role>('allowed', 'allowed', 'allowed', 'proposer', 'acceptor', 'outsider');
const pick = fc.nat({ max: 1000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('propose' as const),
      player: fc.nat({ max: PLAYERS - 1 }),
      game: fc.nat({ max: GAMES - 1 }),
      amountCents: fc.integer({ min: 100, max: 60_000 }),
      total: fc.boolean(),
      line: fc.integer({ min: -20, max: 20 }).map((halves) => halves / 2),
      pick: fc.constantFrom(0 as const, 1 as const),
      straightUp: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: validOdds }),
      proposition: fc.oneof(
        { weight: 3, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
      gameless: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick, role }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, role }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('proposeScore' as const),
      pick,
      role,
      home: fc.nat({ max: 50 }),
      away: fc.nat({ max: 50 }),
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('acceptScore' as const), pick, role }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('proposeOutcome' as const),
      pick,
      role,
      outcome: fc.constantFrom<PropositionOutcome>('yes', 'no', 'void'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      player: fc.nat({ max: PLAYERS - 1 }),
      changeCents: fc.integer({ min: -30_000, max: 30_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adminSettle' as const),
      pick,
      home: fc.nat({ max: 50 }),
      away: fc.nat({ max: 50 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adminDecide' as const),
      pick,
      outcome: fc.constantFrom<PropositionOutcome>('yes', 'no', 'void'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('officialFinal' as const),
      game: fc.nat({ max: GAMES - 1 }),
      home: fc.nat({ max: 50 }),
      away: fc.nat({ max: 50 }),
    }),
  },
  ...(['deactivate', 'reactivate', 'delete'] as const).map((kind) => ({
    weight: kind === 'reactivate' ? 2 : 1,
    arbitrary: fc.record({ kind: fc.constant(kind), player: fc.nat({ max: PLAYERS - 1 }) }),
  })),
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      game: fc.nat({ max: GAMES - 1 }),
      status: fc.constantFrom<VoidedStatus>('postponed', 'cancelled'),
    }),
  },
);

const propose = (player: number, game: number): Extract<Operation, { kind: 'propose' }> => ({
  kind: 'propose',
  player,
  game,
  amountCents: 1_000,
  total: false,
  line: -3.5,
  pick: 1,
  straightUp: null,
  proposition: false,
  gameless: false,
});
const straightUp = (player: number, game: number, odds: Odds): Operation => ({
  ...propose(player, game),
  straightUp: odds,
});
const proposition = (player: number, game: number, odds: Odds, gameless = false): Operation => ({
  ...propose(player, game),
  straightUp: odds,
  proposition: true,
  gameless,
});

/**
 * One sequence in which every kind of operation succeeds, run before the random ones, so that every
 * kind is exercised whatever the draw: random runs alone sometimes left a kind with only two or
 * three successes (adminSettle once failed CI that way), though nothing was wrong.
 */
const EVERY_KIND_SUCCEEDS: Operation[] = [
  // Propositions on game 0, one settled yes by agreement, one voided: its official final below leaves both.
  proposition(0, 0, { win: 5, risk: 2 }),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'proposeOutcome', pick: 0, role: 'allowed', outcome: 'yes' },
  { kind: 'acceptScore', pick: 0, role: 'allowed' },
  proposition(1, 0, { win: 1, risk: 3 }),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'proposeOutcome', pick: 1, role: 'allowed', outcome: 'void' },
  { kind: 'acceptScore', pick: 0, role: 'allowed' },
  // A proposition on no game, at 2 to 3, settled no: it counts in the week of its closing time.
  proposition(2, 0, { win: 2, risk: 3 }, true),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'proposeOutcome', pick: 2, role: 'allowed', outcome: 'no' },
  { kind: 'acceptScore', pick: 0, role: 'allowed' },
  // The admin decides one a week after its game, and voids an open one with a reason.
  proposition(2, 0, { win: 2, risk: 1 }),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'adminDecide', pick: 0, outcome: 'no' },
  proposition(3, 0, { win: 1, risk: 2 }),
  { kind: 'adminDecide', pick: 0, outcome: 'void' },
  propose(0, 0),
  { kind: 'accept', pick: 0, role: 'allowed' },
  propose(0, 0),
  { kind: 'cancel', pick: 0, role: 'allowed' },
  // A second bet between the same two players on game 0: one score and one acceptance cover both.
  propose(0, 0),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'proposeScore', pick: 0, role: 'allowed', home: 24, away: 17 },
  { kind: 'acceptScore', pick: 0, role: 'allowed' },
  // At 3 to 2 the acceptor risks 15.00 against the proposer's 10.00, and the away win takes the 10.00.
  straightUp(2, 1, { win: 3, risk: 2 }),
  { kind: 'accept', pick: 0, role: 'allowed' },
  { kind: 'adminSettle', pick: 0, home: 10, away: 13 },
  // Game 0's players settled at 24-17: the official final re-grades their bet, then is corrected.
  { kind: 'officialFinal', game: 0, home: 17, away: 24 },
  { kind: 'officialFinal', game: 0, home: 24, away: 17 },
  { kind: 'adjust', player: 3, changeCents: 500 },
  propose(3, 2),
  { kind: 'deactivate', player: 3 },
  { kind: 'reactivate', player: 3 },
  straightUp(1, 2, { win: 1, risk: 4 }),
  // The deactivation withdrew the earlier proposal, which this list still remembers as open.
  { kind: 'accept', pick: 1, role: 'allowed' },
  { kind: 'void', game: 2, status: 'cancelled' },
  { kind: 'delete', player: 2 },
];

const CANDIDATE_STATUSES: Record<
  'accept' | 'cancel' | 'proposeScore' | 'proposeOutcome' | 'acceptScore' | 'adminSettle',
  BetStatus[]
> = {
  accept: ['proposed'],
  cancel: ['proposed'],
  proposeScore: ['accepted', 'pending_settlement'],
  proposeOutcome: ['accepted', 'pending_settlement'],
  acceptScore: ['pending_settlement'],
  adminSettle: ['accepted', 'pending_settlement'],
};

/** The player acting in `role` on `bet`; "allowed" is whoever the rules let act. */
function actor(
  bet: BetRecord,
  kind: Exclude<keyof typeof CANDIDATE_STATUSES, 'adminSettle'>,
  as: Role,
  players: UserRecord[],
  pickIndex: number,
): UserRecord | undefined {
  const byId = (id: string | undefined) => players.find((player) => player.id === id);
  const outsiders = players.filter((player) => player.id !== bet.proposerId && player.id !== bet.acceptorId);
  const outsider = outsiders[pickIndex % Math.max(1, outsiders.length)];
  if (as === 'proposer') return byId(bet.proposerId);
  if (as === 'acceptor') return byId(bet.acceptorId) ?? outsider;
  if (as === 'outsider') return outsider;
  if (kind === 'accept') return outsider;
  if (kind === 'cancel') return byId(bet.proposerId);
  if (kind === 'acceptScore')
    return byId(bet.settlementProposerId === bet.proposerId ? bet.acceptorId : bet.proposerId);
  return byId(pickIndex % 2 ? bet.proposerId : bet.acceptorId);
}

/**
 * Invariants the ledger must keep whatever happens (TigerBeetle's rule: money never appears from
 * nowhere or disappears), checked after every single step.
 */
async function checkInvariants(
  players: UserRecord[],
  adjustedCents: number,
  voidedGames: string[],
  games: GameRecord[],
): Promise<Map<string, UserRecord>> {
  // Every bet of a game with an official final is settled by it: read from the players' own copies.
  const finals = new Map(
    [...(await getGames(games.map((game) => game.id))).values()]
      .filter((game) => game.status === 'final')
      .map((game) => [game.id, `${String(game.homeScore)}-${String(game.awayScore)}`]),
  );
  let total = 0;
  // Read between two operations, nothing runs meanwhile: all players' reads at once, then the checks.
  const states = await Promise.all(players.map(({ id }) => playerPartition(id)));
  const users = new Map<string, UserRecord>();
  for (const { user, bets, ledger } of states) {
    if (!user) throw new Error('player vanished');
    users.set(user.id, user);
    expect(
      bets.filter((bet) => {
        const official = bet.gameId === undefined ? undefined : finals.get(bet.gameId);
        return (
          official !== undefined &&
          bet.betType !== 'proposition' &&
          (ACTIVE_STATUSES.includes(bet.status) || (bet.status === 'settled' && bet.finalScore !== official))
        );
      }),
      'every bet of a game with an official final is settled by it',
    ).toEqual([]);
    const committing = bets.filter((bet) => COMMITTING_STATUSES.includes(bet.status));
    // Each open bet holds its side's own stake: the proposer's amount, the acceptor's what the odds
    // make of it (worked out here from the rule itself, not from the code that commits it).
    const committed = committing.reduce((sum, bet) => {
      const stakes = stakesAt(bet.amountCents, bet.odds ?? EVEN_MONEY);
      return sum + (bet.proposerId === user.id ? stakes.proposer.riskCents : stakes.acceptor.riskCents);
    }, 0);
    if (user.deletedAt || isAccountInactive(user))
      expect(
        committing.filter((bet) => bet.status === 'proposed'),
        'a deactivated or deleted user has no open proposals',
      ).toEqual([]);
    if (user.deletedAt) expect(committing, 'a deleted user has no bets holding a stake').toEqual([]);
    expect(
      committing.filter((bet) => bet.gameId !== undefined && voidedGames.includes(bet.gameId)),
      'no bet of a voided game holds a stake',
    ).toEqual([]);
    // Only a correction may take more than is available (docs/decisions.md): never more than it took.
    const corrected = ledger
      .filter((entry) => entry.type === 'bet_correction' && entry.amountCents < 0)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    expect(user.availableCents, 'available goes below zero only by corrections').toBeGreaterThanOrEqual(
      corrected,
    );
    expect(user.availableCents, 'available = balance - open commitments').toBe(user.balanceCents - committed);
    expect(
      ledger.reduce((sum, entry) => sum + entry.amountCents, 0),
      'the ledger adds up to the balance',
    ).toBe(user.balanceCents);
    expect(ledger[0]?.balanceAfterCents, 'the newest entry holds the balance').toBe(user.balanceCents);
    total += user.balanceCents;
  }
  expect(total, 'currency is conserved').toBe(players.length * STARTING_BALANCE_CENTS + adjustedCents);
  return users;
}

describe('the ledger under random sequences of operations', () => {
  it(
    'conserves currency, never overdraws, and keeps every ledger equal to its balance',
    // 17 s alone, 95-175 s beside the other suites, and CI ran files up to 7 times slower than this
    // machine (vitest.config.ts): the timeout only ends a run that hangs.
    { timeout: 900_000 },
    async () => {
      // Each run gets games of its own (a void is for good), all kicking off at the same time.
      const kickoff = Date.now() + 240 * HOUR;
      const beforeKickoff = new Date(kickoff - HOUR);
      const afterKickoff = new Date(kickoff + 3 * HOUR);
      // docs/product.md, Disputes: any proposition then unsettled is the admin's to decide.
      const weekAfterKickoff = new Date(kickoff + 8 * 24 * HOUR);
      const succeeded = new Map<string, number>();
      // The bets at uneven odds that were taken, and that settled: uneven stakes must be exercised.
      const unevenBets = new Map([
        ['accepted', new Set<string>()],
        ['settled', new Set<string>()],
      ]);

      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 20, maxLength: 50 }), async (operations) => {
          const players = await Promise.all(Array.from({ length: PLAYERS }, () => registeredUser()));
          const games = await Promise.all(
            Array.from({ length: GAMES }, () =>
              scheduleGame({ kickoffInHours: (kickoff - Date.now()) / HOUR }),
            ),
          );
          // Each player as last read (at sign-up, then by each step's check): nothing runs in between.
          let latest = new Map(players.map((player) => [player.id, player]));
          const voidedGames: string[] = [];
          const bets: BetRecord[] = [];
          let adjustedCents = 0;
          const remember = (bet: BetRecord) =>
            bets.splice(
              bets.findIndex((known) => known.id === bet.id),
              1,
              bet,
            );

          for (const step of operations) {
            try {
              if (step.kind === 'propose') {
                const user = latest.get(players[step.player]?.id ?? '');
                const game = games[step.game] ?? games[0];
                if (!game) continue;
                const proposal: BetProposal = step.proposition
                  ? {
                      ...(step.gameless
                        ? { closesAt: new Date(kickoff - HOUR / 2).toISOString() }
                        : { gameId: game.id }),
                      betType: 'proposition',
                      proposition: `Proposition ${bets.length}`,
                      selection: step.pick ? 'yes' : 'no',
                      ...(step.straightUp && { odds: step.straightUp }),
                      amount: step.amountCents,
                    }
                  : step.straightUp
                    ? {
                        gameId: game.id,
                        betType: 'moneyline',
                        selection: step.pick ? 'home' : 'away',
                        odds: step.straightUp,
                        amount: step.amountCents,
                      }
                    : step.total
                      ? {
                          gameId: game.id,
                          betType: 'over_under',
                          selection: step.pick ? 'over' : 'under',
                          overUnder: Math.abs(step.line) + 30,
                          amount: step.amountCents,
                        }
                      : {
                          gameId: game.id,
                          betType: 'spread',
                          selection: step.pick ? 'home' : 'away',
                          spread: step.line,
                          amount: step.amountCents,
                        };
                if (user) bets.push((await proposeBet(user, proposal, { now: beforeKickoff })).bet);
              } else if (step.kind === 'adjust') {
                await adjustBalance(
                  players[step.player]?.id ?? '',
                  step.changeCents,
                  'Property test adjustment',
                );
                adjustedCents += step.changeCents;
              } else if (step.kind === 'deactivate') {
                await setUserStatus(players[step.player]?.id ?? '', { isActive: false, isPaused: false });
              } else if (step.kind === 'reactivate') {
                await setUserStatus(players[step.player]?.id ?? '', { isActive: true, isPaused: false });
              } else if (step.kind === 'delete') {
                await deleteUser(players[step.player]?.id ?? '');
              } else if (step.kind === 'void') {
                const game = games[step.game] ?? games[0];
                if (!game) continue;
                const { voided, failed } = await voidGame(game.id, step.status, afterKickoff);
                expect(failed, 'every bet of a voided game is voided').toBe(0);
                voided.forEach(remember);
                voidedGames.push(game.id);
              } else if (step.kind === 'adminSettle') {
                const candidates = bets.filter((bet) => CANDIDATE_STATUSES.adminSettle.includes(bet.status));
                const bet = candidates[step.pick % Math.max(1, candidates.length)];
                if (!bet) continue;
                const { failed } = await settleAsAdmin(
                  bet.id,
                  { home: step.home, away: step.away },
                  afterKickoff,
                );
                expect(failed, 'every bet of the game goes by its official final').toBe(0);
                (await listGameBets(bet.gameId ?? '')).forEach(remember);
              } else if (step.kind === 'adminDecide') {
                const statuses = step.outcome === 'void' ? COMMITTING_STATUSES : ACTIVE_STATUSES;
                const candidates = bets.filter(
                  (bet) => bet.betType === 'proposition' && statuses.includes(bet.status),
                );
                const bet = candidates[step.pick % Math.max(1, candidates.length)];
                if (!bet) continue;
                const reason = step.outcome === 'void' ? 'Property test void' : undefined;
                const now =
                  step.outcome === 'void' && bet.status === 'proposed' ? beforeKickoff : weekAfterKickoff;
                remember(await decideAsAdmin(bet.id, { outcome: step.outcome, reason }, now));
                succeeded.set(
                  `proposition ${step.outcome === 'void' ? 'voided' : 'decided'} by the admin`,
                  1,
                );
              } else if (step.kind === 'officialFinal') {
                const game = games[step.game] ?? games[0];
                if (!game) continue;
                const { failed } = await scoreGame(
                  game.id,
                  { home: step.home, away: step.away },
                  afterKickoff,
                );
                expect(failed, 'every bet of the game goes by its official final').toBe(0);
                (await listGameBets(game.id)).forEach(remember);
              } else {
                // An outcome goes to propositions, a score to the rest: the wrong one is refused (400).
                const candidates = bets.filter(
                  (bet) =>
                    CANDIDATE_STATUSES[step.kind].includes(bet.status) &&
                    (step.kind !== 'proposeOutcome' || bet.betType === 'proposition'),
                );
                const bet = candidates[step.pick % Math.max(1, candidates.length)];
                const who = bet && actor(bet, step.kind, step.role, players, step.pick);
                const user = who && latest.get(who.id);
                if (!bet || !user) continue;
                if (step.kind === 'accept') remember(await acceptBet(user, bet.id, beforeKickoff));
                if (step.kind === 'cancel') remember(await cancelBet(bet.id, user.id, beforeKickoff));
                // As the routes do: a score goes to the player's other bets on the game (game-scores.ts).
                const scored =
                  step.kind === 'proposeScore'
                    ? await proposeGameScore(user, bet.id, { home: step.home, away: step.away }, afterKickoff)
                    : step.kind === 'proposeOutcome'
                      ? await proposeGameScore(user, bet.id, { outcome: step.outcome }, afterKickoff)
                      : step.kind === 'acceptScore'
                        ? await acceptGameScore(user, bet.id, afterKickoff)
                        : undefined;
                if (scored) {
                  [scored.bet, ...scored.alsoBets].forEach(remember);
                  if (scored.bet.agreedOutcome)
                    succeeded.set(
                      `${scored.bet.gameId === undefined ? 'game-less ' : ''}proposition ${scored.bet.agreedOutcome === 'void' ? 'voided' : 'settled'}`,
                      1,
                    );
                  if (scored.alsoBets.length > 0) succeeded.set(`${step.kind} on more bets`, 1);
                }
              }
              succeeded.set(step.kind, (succeeded.get(step.kind) ?? 0) + 1);
              for (const bet of bets)
                if (bet.odds && bet.odds.win !== bet.odds.risk && bet.status !== 'proposed')
                  unevenBets.get(bet.status === 'settled' ? 'settled' : 'accepted')?.add(bet.id);
            } catch (error) {
              // Refusals (not your bet, wrong status, not enough available, ...) are part of the game.
              if (!(error instanceof PigskinError)) throw error;
            }
            latest = await checkInvariants(players, adjustedCents, voidedGames, games);
          }
        }),
        { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), examples: [[EVERY_KIND_SUCCEEDS]] },
      );

      for (const [status, ids] of unevenBets) succeeded.set(`uneven odds ${status}`, ids.size);
      console.info('Operations that succeeded:', Object.fromEntries(succeeded));
      // A property whose operations were all refused would prove nothing about them.
      for (const kind of [
        'propose',
        'accept',
        'cancel',
        'proposeScore',
        'proposeScore on more bets',
        'acceptScore',
        'acceptScore on more bets',
        'proposeOutcome',
        'proposition settled',
        'proposition voided',
        'game-less proposition settled',
        'adjust',
        'adminSettle',
        'adminDecide',
        'proposition decided by the admin',
        'proposition voided by the admin',
        'officialFinal',
        'deactivate',
        'reactivate',
        'delete',
        'void',
        'uneven odds accepted',
        'uneven odds settled',
      ]) {
        expect(succeeded.get(kind) ?? 0, `${kind} succeeded at least once`).toBeGreaterThan(0);
      }
    },
  );
});
