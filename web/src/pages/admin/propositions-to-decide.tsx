import { Scale } from 'lucide-react';
import type { AdminBet } from '../../../../domain/bets';
import { useUnsettledPropositions } from '../../api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { BetAmount, matchup, settlementDate } from './admin-bet';
import { LoadError } from './list-states';
import { PropositionClaims } from './proposition-claims';

/**
 * docs/product.md, Disputes: on Bet Settlement, the propositions the admin decides, each with both
 * players' outcomes and words and its Decide. Nothing is shown when there are none.
 */
export function PropositionsToDecide({
  enabled,
  refetchInterval,
  onDecide,
}: {
  enabled: boolean;
  refetchInterval: number;
  onDecide: (bet: AdminBet) => void;
}) {
  const unsettled = useUnsettledPropositions({ enabled, refetchInterval });
  if (unsettled.isError)
    return (
      <Card className="mb-6">
        <LoadError what="propositions" error={unsettled.error} onRetry={() => void unsettled.refetch()} />
      </Card>
    );
  const bets = unsettled.data ?? [];
  if (bets.length === 0) return null;
  return (
    <Card role="region" aria-label="Propositions to decide" className="mb-6">
      <CardHeader
        title="Propositions to Decide"
        description="Disputed by their players, or unsettled 7 days after they closed"
      />
      <ul className="divide-y divide-stone-100">
        {bets.map((bet) => (
          <li key={bet.id} className="space-y-2 px-5 py-4">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={bet.unsettled === 'disputed' ? 'orange' : 'neutral'}>
                {bet.unsettled === 'disputed' ? 'Disputed' : 'Unsettled 7 days'}
              </Badge>
              <span className="font-semibold break-words">&ldquo;{bet.proposition}&rdquo;</span>
            </p>
            <p className="text-sm text-stone-500">
              {matchup(bet)} · closed <time dateTime={bet.closesAt}>{settlementDate(bet.closesAt)}</time> ·{' '}
              <BetAmount bet={bet} />
            </p>
            <PropositionClaims bet={bet} />
            <Button size="sm" onClick={() => onDecide(bet)}>
              <Scale className="h-4 w-4" aria-hidden />
              Decide
              <span className="sr-only"> &ldquo;{bet.proposition}&rdquo;</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
