import { Clock, Hourglass, Scale, Trophy } from 'lucide-react';
import { type ReactNode } from 'react';
import { type Bet, type PropositionOutcome } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import { fromHomeAway, type Score } from '../../../../domain/scores';
import { teamLabel } from '../teams';
import { cn } from '../ui/cn';

/** Another pair's bet, as the group sees it: where it stands, and who won. */
export function SpectatorNotes({ bet }: { bet: Bet }) {
  const proposer = bet.proposer.firstName;
  const acceptor = bet.acceptor?.firstName ?? 'their opponent';
  switch (bet.status) {
    case 'proposed':
    case 'accepted':
      return (
        <Note icon={<Clock />}>
          {proposer} and {acceptor} settle it after the game
        </Note>
      );
    case 'pending_settlement': {
      const score = bet.pendingSettlementScore ? fromHomeAway(bet.pendingSettlementScore) : undefined;
      const by = bet.settlementProposerId === bet.proposerId ? proposer : acceptor;
      if (bet.pendingOutcome) return <OutcomeLine label={`${by} proposed`} outcome={bet.pendingOutcome} />;
      return score ? (
        <ScoreLine label={`${by} proposed`} bet={bet} score={score} />
      ) : (
        <Note icon={<Hourglass />}>Waiting for the final score</Note>
      );
    }
    case 'settled': {
      const score = bet.finalScore ? fromHomeAway(bet.finalScore) : undefined;
      const winnerSide = bet.winnerId === bet.proposerId ? 'proposer' : bet.winnerId ? 'acceptor' : undefined;
      const winner = winnerSide === 'proposer' ? proposer : winnerSide && acceptor;
      // The winner takes the loser's stake, at odds not the proposer's (docs/product.md, Odds).
      const amount = winnerSide && formatAmount(bet.stakes[winnerSide].win);
      return (
        <>
          {score && <ScoreLine label="Final score" bet={bet} score={score} />}
          <OutcomeOf bet={bet} />
          <Note icon={winner ? <Trophy /> : <Scale />}>
            {winner ? `${winner} won ${amount} ${CURRENCY}` : `A push: no ${CURRENCY} moved`}
          </Note>
        </>
      );
    }
    case 'cancelled':
      return <Note>{cancelledText(bet)}</Note>;
  }
}

/**
 * docs/product.md, Propositions and Disputes: a void its players agreed on, or the admin's with its
 * reason, gave the stakes back.
 */
export function cancelledText(bet: Bet): string {
  if (bet.outcomeBy === 'admin')
    return `Voided by the admin ("${bet.adminReason ?? ''}"): ${bet.acceptor ? 'both stakes' : 'the stake'} went back`;
  return bet.outcome === 'void' ? 'Void by agreement: both stakes went back' : 'This proposal was cancelled';
}

/** The outcome a proposition settled by: its players' agreement, or the admin's decision and why. */
export function OutcomeOf({ bet }: { bet: Bet }) {
  if (!bet.outcome) return null;
  if (bet.outcomeBy !== 'admin') return <OutcomeLine label="Agreed outcome" outcome={bet.outcome} />;
  return (
    <>
      <OutcomeLine label="The admin's decision" outcome={bet.outcome} />
      {bet.adminReason && (
        <p className="text-sm text-stone-600 wrap-anywhere">The admin: &ldquo;{bet.adminReason}&rdquo;</p>
      )}
    </>
  );
}

/** A score, away first as the matchup reads: "KC 24 – BUF 17". */
export function scoreText(bet: Bet, score: Score): string {
  const { game } = bet;
  return `${teamLabel(game.awayTeam, game.awayTeamId)} ${score.away} – ${teamLabel(game.homeTeam, game.homeTeamId)} ${score.home}`;
}

/** docs/product.md, Propositions: the outcomes, as the bet card and the outcome dialog name them. */
export const OUTCOME_WORDS: Record<PropositionOutcome, string> = { yes: 'Yes', no: 'No', void: 'Void' };

/** A proposition's outcome, proposed or agreed, as a score's line reads: "Sam proposed   Yes". */
export function OutcomeLine({ label, outcome }: { label: string; outcome: PropositionOutcome }) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="text-stone-600">{label}</span>
      <span className="font-bold">{OUTCOME_WORDS[outcome]}</span>
    </p>
  );
}

export function ScoreLine({ label, bet, score }: { label: string; bet: Bet; score: Score }) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="text-stone-600">{label}</span>
      <span className="font-bold tabular-nums">{scoreText(bet, score)}</span>
    </p>
  );
}

export function Note({
  icon,
  className,
  children,
}: {
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm text-stone-600 [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0',
        className,
      )}
    >
      {icon && <span aria-hidden>{icon}</span>}
      {children}
    </p>
  );
}
