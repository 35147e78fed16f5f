import { describe, expect, it } from 'vitest';
import { pickLabel } from '../../domain/bets';
import { rankBadge, rankLeaderboard, winRate, type LeaderboardTally } from '../../domain/leaderboard';
import { checkPreferences } from '../../domain/preferences';

const tally = (
  firstName: string,
  wins: number,
  losses: number,
  ties: number,
  netCents: number,
): LeaderboardTally => ({
  userId: firstName.toLowerCase(),
  firstName,
  totalBets: wins + losses + ties,
  wins,
  losses,
  ties,
  netCents,
});

describe('leaderboard ranking', () => {
  it('orders by net winnings, then win rate, then wins, and shares ranks on a full tie', () => {
    const rows = rankLeaderboard([
      tally('Dee', 1, 1, 0, 0),
      tally('Ada', 2, 0, 0, 5000),
      tally('Cal', 2, 2, 0, 0),
      tally('Bea', 3, 1, 0, 5000),
      tally('Eve', 1, 1, 0, 0),
      tally('Fay', 0, 2, 0, -4000),
    ]);
    expect(rows.map((row) => [row.rank, row.firstName, row.winRate, row.totalWinnings])).toEqual([
      [1, 'Ada', 100, '50.00'],
      [2, 'Bea', 75, '50.00'],
      [3, 'Cal', 50, '0.00'],
      [4, 'Dee', 50, '0.00'],
      [4, 'Eve', 50, '0.00'],
      [6, 'Fay', 0, '-40.00'],
    ]);
  });

  it('leaves out users without a settled bet, and rounds win rates to one decimal', () => {
    expect(rankLeaderboard([tally('Nil', 0, 0, 0, 0)])).toEqual([]);
    expect(winRate({ wins: 2, totalBets: 3 })).toBe(66.7);
    expect(winRate({ wins: 1, totalBets: 6 })).toBe(16.7);
  });

  it('gives ranks 1 to 3 their badges once the period is over, and only the first "Leading" before', () => {
    expect([1, 2, 3, 4].map((rank) => rankBadge(rank))).toEqual([
      'Champion',
      'Runner-up',
      'Third Place',
      undefined,
    ]);
    expect([1, 2, 3].map((rank) => rankBadge(rank, false))).toEqual(['Leading', undefined, undefined]);
  });
});

describe('picks and preferences', () => {
  it('says picks as people do', () => {
    const teams = { home: 'BUF', away: 'KC' };
    expect(pickLabel({ betType: 'spread', selection: 'away', spread: 2.5, overUnder: null }, teams)).toBe(
      'KC +2.5',
    );
    expect(pickLabel({ betType: 'spread', selection: 'home', spread: -3, overUnder: null }, teams)).toBe(
      'BUF -3',
    );
    expect(pickLabel({ betType: 'spread', selection: 'home', spread: 0, overUnder: null }, teams)).toBe(
      'BUF PK',
    );
    expect(
      pickLabel({ betType: 'over_under', selection: 'under', spread: null, overUnder: 47.5 }, teams),
    ).toBe('Under 47.5');
  });

  it('refuses SMS without a phone, turning SMS on before the number is confirmed, and proposal alerts without SMS', () => {
    const base = {
      emailNotifications: true,
      smsNotifications: false,
      betProposalSmsAlerts: false,
      commentNotifications: true,
      proposalEmails: 'off' as const,
      pushNotifications: true,
      pushComments: true,
      pushProposals: false,
      phoneNumber: null,
    };
    const confirmed = { confirmed: true, smsWasOn: false };
    expect(() => checkPreferences({ ...base, smsNotifications: true }, confirmed)).toThrow(
      'smsNotifications needs a phone number',
    );
    expect(() =>
      checkPreferences(
        { ...base, phoneNumber: '+15550001111', smsNotifications: true },
        { confirmed: false, smsWasOn: false },
      ),
    ).toThrow('smsNotifications needs a confirmed phone number');
    // Already on before numbers were confirmed: other changes still save (nothing is sent to it).
    expect(
      checkPreferences(
        { ...base, phoneNumber: '+15550001111', smsNotifications: true, emailNotifications: false },
        { confirmed: false, smsWasOn: true },
      ),
    ).toMatchObject({ smsNotifications: true });
    expect(() =>
      checkPreferences({ ...base, phoneNumber: '+15550001111', betProposalSmsAlerts: true }, confirmed),
    ).toThrow('betProposalSmsAlerts needs smsNotifications on');
    expect(
      checkPreferences(
        { ...base, phoneNumber: '+15550001111', smsNotifications: true, betProposalSmsAlerts: true },
        confirmed,
      ),
    ).toMatchObject({ betProposalSmsAlerts: true });
  });
});
