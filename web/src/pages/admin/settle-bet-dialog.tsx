import { outcomeFor, type AdminBet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import type { Score } from '../../../../domain/scores';
import { settledTitle, useSettleBet } from '../../api/admin';
import { messageOf } from '../../api/http';
import { ScoreFields, useScoreInput } from '../../components/bets/score-fields';
import { toast } from '../../components/toasts';
import { teamLabel } from '../../components/teams';
import { FormDialog } from '../../components/ui/dialog';
import {
  acceptorName,
  BetAmount,
  betDescription,
  BetPlayers,
  matchup,
  proposerName,
  settlementDate,
} from './admin-bet';
import { BetStatusBadge } from '../../components/status-badges';

/**
 * docs/product.md, Admin screens (Bet Settlement), the Settle dialog: the bet's game's final score typed
 * in the fields players use. It is the game's official final (docs/product.md, One final score per
 * game), so the game's other bets settle by it too, as the dialog says. Mounted per opening, so it
 * always opens cleared; it closes on success.
 */
export function SettleBetDialog({ bet, onClose }: { bet: AdminBet; onClose: () => void }) {
  const input = useScoreInput();
  const settle = useSettleBet();
  const away = teamLabel(bet.game.awayTeam, bet.game.awayTeamId);
  const home = teamLabel(bet.game.homeTeam, bet.game.homeTeamId);

  function submit() {
    const score = input.check();
    if (!score) return;
    settle.mutate(
      { betId: bet.id, finalScore: `${score.away}-${score.home}` },
      {
        onSuccess: (result) => {
          toast.success(settledTitle(result), {
            description: result.message || 'Bets have been settled successfully',
          });
          onClose();
        },
        onError: (error) =>
          toast.error('Settlement Failed', { description: messageOf(error, 'Failed to settle bet') }),
      },
    );
  }

  return (
    <FormDialog
      title="Settle Bet"
      description={`The score is the game's official final: it decides this bet and every other bet of the game, and moves the ${CURRENCY}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={settle.isPending}
      submitLabel="Settle Bet"
      pendingLabel="Settling..."
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-stone-50 p-3 text-sm">
        <dt className="text-stone-500">Game</dt>
        <dd className="min-w-0 font-medium break-words">
          {matchup(bet)}
          <span className="block text-xs font-normal text-stone-500">{settlementDate(bet.gameDate)}</span>
        </dd>
        <dt className="text-stone-500">Bet</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{betDescription(bet)}</span>
          <BetStatusBadge status={bet.status} admin />
        </dd>
        <dt className="text-stone-500">Amount</dt>
        <dd>
          <BetAmount bet={bet} />
        </dd>
        <dt className="text-stone-500">Users</dt>
        <dd className="min-w-0">
          <BetPlayers bet={bet} />
        </dd>
      </dl>

      <ScoreFields away={away} home={home} input={input} />
      {/* What the score does to the bet, before it is sent: away and home cannot be swapped unnoticed. */}
      <p className="min-h-5 text-sm font-medium text-stone-900" aria-live="polite">
        {input.score && settlementPreview(bet, input.score)}
      </p>
    </FormDialog>
  );
}

/** What the score does to this bet: "jordan would win 30.00 Pigskins from sam", or a push. */
function settlementPreview(bet: AdminBet, score: Score): string {
  const outcome = outcomeFor(bet, score, 'proposer');
  const proposer = proposerName(bet);
  const acceptor = acceptorName(bet);
  if (outcome === 'tie') return `A push: no ${CURRENCY} move`;
  const [winner, loser] = outcome === 'win' ? [proposer, acceptor] : [acceptor, proposer];
  // The winner takes the loser's stake: at odds, the two differ (docs/product.md, Odds).
  const won = bet.stakes[outcome === 'win' ? 'proposer' : 'acceptor'].win;
  return `${winner} would win ${formatAmount(won)} ${CURRENCY} from ${loser}`;
}
