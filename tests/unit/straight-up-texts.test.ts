import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../domain/activity';
import { betStanding } from '../../domain/live-standing';
import { pickAtOdds } from '../../domain/stakes';
import { livePush } from '../../functions/notifications/live-messages';
import {
  proposalAlert,
  regradedMessage,
  settledMessage,
  voidedMessage,
  type BetContext,
} from '../../functions/notifications/messages';
import type { BetRecord, GameRecord } from '../../functions/store/entities';

/**
 * docs/product.md, Odds: every text that names a straight-up bet says its pick ("NYJ straight up"),
 * its odds when they are not even, and each side's own stake.
 */
const game: GameRecord = {
  id: 'game-1',
  gameId: '2025_09_NYG_NYJ',
  season: 2025,
  week: 9,
  gameDate: '2025-11-02T18:00:00.000Z',
  status: 'final',
  homeTeamId: 25,
  awayTeamId: 24,
  homeScore: 24,
  awayScore: 17,
};
const teams = {
  home: { id: 25, name: 'New York Jets', abbreviation: 'NYJ' },
  away: { id: 24, name: 'New York Giants', abbreviation: 'NYG' },
};
const abbreviations = { home: 'NYJ', away: 'NYG' };
const bet: BetRecord = {
  id: 'bet-1',
  gameId: 'game-1',
  betType: 'moneyline',
  selection: 'home',
  spread: null,
  overUnder: null,
  amountCents: 10_000,
  odds: { win: 3, risk: 2 },
  status: 'settled',
  proposerId: 'sam',
  proposerFirstName: 'Sam',
  acceptorId: 'jordan',
  acceptorFirstName: 'Jordan',
  finalScore: '24-17',
  winnerId: 'sam',
  createdAt: '2025-11-01T00:00:00.000Z',
  version: 3,
};
const context = (more: Partial<BetRecord> = {}, gameMore: Partial<GameRecord> = {}): BetContext => ({
  bet: { ...bet, ...more },
  game: { ...game, ...gameMore },
  teams,
  betLink: 'https://pigskin.example.com/bets/bet-1',
});

describe('a straight-up bet in words', () => {
  it('names each side’s pick with its odds, and an even-money one without', () => {
    expect(pickAtOdds(bet, 'proposer', abbreviations)).toBe('NYJ straight up at 3 to 2');
    expect(pickAtOdds(bet, 'acceptor', abbreviations)).toBe('NYG straight up at 2 to 3');
    expect(pickAtOdds({ ...bet, odds: { win: 1, risk: 1 } }, 'acceptor', abbreviations)).toBe(
      'NYG straight up',
    );
  });

  it('tells of a proposal, a settlement, a re-grade and a void with each side’s own stake', () => {
    const proposed = context({ status: 'proposed', acceptorId: undefined, acceptorFirstName: undefined });
    expect(proposalAlert(proposed).text).toBe(
      'Pigskin: Sam proposed NYJ straight up at 3 to 2 on NYG @ NYJ for 100 Pigskins. You would take NYG straight up at 2 to 3. https://pigskin.example.com/bets/bet-1',
    );
    expect(settledMessage(context(), 'proposer').text).toBe(
      'Pigskin: your bet on NYG @ NYJ (NYJ straight up at 3 to 2) is settled at NYG 17, NYJ 24: you won 150 Pigskins. https://pigskin.example.com/bets/bet-1',
    );
    expect(settledMessage(context(), 'acceptor').text).toContain('you lost 150 Pigskins');
    expect(
      regradedMessage(context({ finalScore: '17-24', winnerId: 'jordan' }), 'acceptor', '24-17').text,
    ).toBe(
      'Pigskin: the official final of NYG @ NYJ is NYG 24, NYJ 17, not the NYG 17, NYJ 24 your bet was settled at: your bet with Sam (NYG straight up at 2 to 3) is now a win; 250 Pigskins moved to you from Sam. https://pigskin.example.com/bets/bet-1',
    );
    expect(voidedMessage(context({ status: 'cancelled' }, { status: 'postponed' }), 'acceptor').text).toBe(
      'Pigskin: NYG @ NYJ was postponed, so your bet (NYG straight up at 2 to 3 for 150 Pigskins) is void and the Pigskins are available again. https://pigskin.example.com/bets/bet-1',
    );
  });

  it('says where it stands while played, and what the final did, by the side’s own stake', () => {
    const live = { home: 7, away: 10, phase: 'in' as const, period: 2, clock: '3:00', readAt: game.gameDate };
    const playing = { ...game, status: 'in_progress' as const, live };
    expect(
      livePush({ game: playing, teams, event: 'scores' }, [{ bet, side: 'proposer', opponent: 'Jordan' }])
        .body,
    ).toBe('Q2 3:00 · Your NYJ straight up with Jordan: Losing by 3');
    expect(
      livePush({ game: { ...game, live: { ...live, phase: 'final', period: 4 } }, teams, event: 'final' }, [
        { bet, side: 'acceptor', opponent: 'Sam' },
      ]).body,
    ).toBe('Final · Your NYG straight up with Sam: You lost 150.00 Pigskins');
    const apiBet = {
      ...bet,
      acceptorId: 'jordan',
      status: 'accepted' as const,
      proposer: { firstName: 'Sam' },
      game: { status: 'in_progress' as const, live },
    };
    expect(betStanding(apiBet, 'jordan')).toBe('Winning by 3');
  });

  it('makes a feed line that says the pick, never a missing line', () => {
    expect(
      describeActivity({
        id: 'a',
        kind: 'proposed',
        at: bet.createdAt,
        actor: 'Sam',
        matchup: 'NYG @ NYJ',
        pick: pickAtOdds(bet, 'proposer', abbreviations),
        amountCents: 10_000,
      }),
    ).toBe('Sam proposed NYJ straight up at 3 to 2 on NYG @ NYJ for 100.00 Pigskins');
  });
});
