import type { AdminBet, PropositionOutcome } from '../../../../domain/bets';
import { acceptorName, acceptorSide, betDescription, proposerName } from './admin-bet';

const OUTCOME_WORDS: Record<PropositionOutcome, string> = { yes: 'Yes', no: 'No', void: 'Void' };

/**
 * docs/product.md, Disputes: each player, the side they hold, the outcome they proposed and their
 * words, shown as text (never markup) with their line breaks.
 */
export function PropositionClaims({ bet }: { bet: AdminBet }) {
  return (
    <dl className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
      {(['proposer', 'acceptor'] as const).map((side) => {
        const claim = bet.claims?.[side];
        return (
          <div key={side}>
            <dt className="font-medium break-words text-stone-800">
              {side === 'proposer' ? proposerName(bet) : acceptorName(bet)}{' '}
              <span className="font-normal text-stone-500">
                ({side === 'proposer' ? betDescription(bet) : acceptorSide(bet)})
              </span>
            </dt>
            <dd className="text-stone-700">
              {claim ? (
                <>
                  says <strong className="text-stone-900">{OUTCOME_WORDS[claim.outcome]}</strong>
                  {claim.note && (
                    <q className="mt-1 block break-words whitespace-pre-wrap text-stone-600">{claim.note}</q>
                  )}
                </>
              ) : (
                'has proposed no outcome'
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
