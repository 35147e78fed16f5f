/**
 * docs/product.md, Balances and the ledger: the entry types. Pigskin writes the LedgerEntryType ones:
 * balance changes, and the bets that ended without one (pushes, voided bets) at 0; `bet_correction`
 * moves what an official final changed of a bet its players had settled at another score. The rest
 * are older names it only reads.
 */
export const LEDGER_ENTRY_TYPES = [
  'initial_balance',
  'admin_adjustment',
  'bet_win',
  'bet_loss',
  'bet_tie',
  'bet_refund',
  'bet_correction',
] as const;
export const OLDER_ENTRY_TYPES = [
  'bet_placed',
  'bet_accepted',
  'bet_settlement',
  'balance_adjustment',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
export type TransactionType = LedgerEntryType | (typeof OLDER_ENTRY_TYPES)[number];

/** A ledger entry as the API returns it: every change of a user's balance. */
export interface Transaction {
  id: string;
  type: TransactionType;
  /** Signed decimal string: what this entry added to the balance. */
  amount: string;
  balanceAfter: string;
  /** The season this change belongs to (a settled bet's game's season). */
  season: number;
  description: string;
  createdAt: string;
  bet: {
    id: string;
    betType: string;
    selection: string;
    /** The user's own stake in it (docs/product.md, Odds). */
    amount: string;
    /** The user's own odds: even money for spread and over/under bets. */
    odds: { win: number; risk: number };
    spread: number | null;
    overUnder: number | null;
  } | null;
  opponent: { firstName: string } | null;
  opponentEmail: string | null;
  game: {
    id: string;
    awayTeam: string;
    homeTeam: string;
    gameDate: string;
    finalScore: string | null;
  } | null;
  userRole: 'proposer' | 'acceptor' | null;
  /** true won, false lost, null tie or not a bet. */
  isWin: boolean | null;
}
