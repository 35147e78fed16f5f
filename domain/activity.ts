import { CURRENCY } from './constants';
import { formatCents } from './money';

/**
 * What the group did, as its activity feed lists it (docs/product.md, The group's activity): one item
 * per event, written from the table's stream. Names are first names as they were then.
 */
export type ActivityKind =
  'proposed' | 'challenged' | 'accepted' | 'settled' | 'big_win' | 'regraded' | 'just_hit' | 'joined';

/** A settlement of at least this much is a big win (docs/product.md, The group's activity). */
export const BIG_WIN_CENTS = 100_00;

export interface Activity {
  /** Unique, and the same however often its event is handled. */
  id: string;
  kind: ActivityKind;
  /** When it happened, ISO. */
  at: string;
  /** Who did it: the proposer, the acceptor, the winner (or the side that hit), the new member. */
  actor: string;
  /** The other one: the challenged member, the proposer accepted, the loser. */
  other?: string;
  betId?: string;
  gameId?: string;
  /** "KC @ BUF". */
  matchup?: string;
  /** The actor's pick: "BUF -3.5", "Over 44.5" (for a bet that just hit, the side that did). */
  pick?: string;
  amountCents?: number;
  /** "KC 21, BUF 24". */
  score?: string;
  /** A settlement or re-grade that left the two players even: `actor` and `other` are its players. */
  push?: boolean;
}

const pigskins = (cents: number | undefined) => `${formatCents(cents ?? 0)} ${CURRENCY}`;

/**
 * An activity item in words: "Sam proposed BUF -3.5 on KC @ BUF for 25.00 Pigskins". A game-less
 * proposition's item names no game, and its pick where a bet's names the game: 'Sam beat Jordan with
 * Yes: "Kelce scores a touchdown" and won 150.00 Pigskins'.
 */
export function describeActivity(item: Activity): string {
  const { actor, other, matchup, pick } = item;
  const amount = pigskins(item.amountCents);
  const gameless = item.gameId === undefined && matchup === undefined;
  const on = gameless ? '' : ` on ${matchup ?? 'a game'}`;
  switch (item.kind) {
    case 'proposed':
      return `${actor} proposed ${pick ?? 'a bet'}${on} for ${amount}`;
    case 'challenged':
      return `${actor} challenged ${other ?? 'a friend'}: ${pick ?? 'a bet'}${on} for ${amount}`;
    case 'accepted':
      return `${actor} took ${other ?? 'someone'}'s bet${gameless ? `, ${pick ?? 'a bet'},` : on} for ${amount}`;
    case 'settled':
      return item.push
        ? `${actor} and ${other ?? 'their opponent'} pushed${on}: no ${CURRENCY} moved`
        : `${actor} beat ${other ?? 'their opponent'}${gameless ? ` with ${pick ?? 'a bet'}` : on} and won ${amount}`;
    case 'big_win':
      return `Big win: ${actor} took ${amount} from ${other ?? 'their opponent'}${gameless ? ` with ${pick ?? 'a bet'}` : on}`;
    case 'regraded':
      return item.push
        ? `The official final of ${matchup ?? 'a game'} made ${actor} and ${other ?? 'their opponent'}'s bet a push`
        : `The official final of ${matchup ?? 'a game'} re-graded a bet: ${actor} now wins ${amount} from ${other ?? 'their opponent'}`;
    case 'just_hit':
      return `${actor}'s ${pick ?? 'bet'} against ${other ?? 'their opponent'} just hit`;
    case 'joined':
      return `${actor} joined the group`;
  }
}
