/** The product is Pigskin; the virtual currency it moves is Pigskins (docs/product.md, Words). */
export const PRODUCT_NAME = 'Pigskin';
export const CURRENCY = 'Pigskins';

/**
 * docs/product.md, Balances and the ledger: a new user starts with 1000.00, recorded as an `initial_balance`
 * ledger entry.
 */
export const STARTING_BALANCE_CENTS = 100_000;

/** docs/product.md, Invitations and users: invitations are single use and expire after 7 days. */
export const INVITATION_LIFETIME_DAYS = 7;

/**
 * The most a balance may hold: 1,000,000,000 Pigskins. Admin adjustments are refused past it; bets
 * only move currency between users, so no balance nears Number.MAX_SAFE_INTEGER cents
 * (docs/data-model.md, invariants).
 */
export const MAX_BALANCE_CENTS = 100_000_000_000;

/**
 * docs/decisions.md, "What an upload may create": the data rows one CSV file may hold, and the games
 * one week of a season may hold.
 */
export const MAX_IMPORT_ROWS = 2_000;
export const MAX_GAMES_PER_WEEK = 32;

/** docs/decisions.md, "Lists come in pages": the most items one page of a list holds. */
export const MAX_PAGE_SIZE = 100;

/** docs/product.md, Disputes: the longest note a player or reason the admin gives, once trimmed. */
export const MAX_NOTE_CHARACTERS = 280;
