import type { BetStatus } from '../../../domain/bets';
import type { GameDisplayStatus } from '../../../domain/games';
import { Badge, type BadgeTone } from './ui/badge';

/** How a bet's status is written on every screen. */
export const BET_STATUS_LABELS: Record<BetStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  pending_settlement: 'Pending Settlement',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** docs/product.md, My Bets: proposed yellow, accepted green, pending orange, settled grey, cancelled red. */
const BET_STATUS_TONES: Record<BetStatus, BadgeTone> = {
  proposed: 'yellow',
  accepted: 'green',
  pending_settlement: 'orange',
  settled: 'neutral',
  cancelled: 'red',
};

/**
 * A bet's status as a coloured badge. The admin screens (docs/product.md, Admin screens: Bet Settlement)
 * show 'Accepted' blue; the rest as My Bets colours them.
 */
export function BetStatusBadge({ status, admin = false }: { status: BetStatus; admin?: boolean }) {
  const tone = admin && status === 'accepted' ? 'blue' : BET_STATUS_TONES[status];
  return <Badge tone={tone}>{BET_STATUS_LABELS[status]}</Badge>;
}

/** The colour of a game's status wherever a game is shown, whatever its badge says. */
export const GAME_STATUS_TONES: Record<GameDisplayStatus, BadgeTone> = {
  Final: 'neutral',
  'In Progress': 'orange',
  Postponed: 'yellow',
  Cancelled: 'red',
  Scheduled: 'blue',
};
