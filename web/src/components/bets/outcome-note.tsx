import { Equal, ThumbsDown, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Outcome } from '../../../../domain/bets';
import { OUTCOME_PREVIEW } from '../bet-terms';
import { cn } from '../ui/cn';

const STYLES: Record<Outcome, { className: string; icon: ReactNode }> = {
  win: { className: 'bg-green-50 text-green-800', icon: <Trophy className="h-4 w-4 shrink-0" aria-hidden /> },
  loss: {
    className: 'bg-red-50 text-red-700',
    icon: <ThumbsDown className="h-4 w-4 shrink-0" aria-hidden />,
  },
  tie: { className: 'bg-stone-100 text-stone-700', icon: <Equal className="h-4 w-4 shrink-0" aria-hidden /> },
};

/** A line about a bet's result, coloured by what it means for the viewer. */
export function OutcomeNote({ outcome, children }: { outcome: Outcome; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
        STYLES[outcome].className,
      )}
    >
      {STYLES[outcome].icon}
      {children}
    </p>
  );
}

/** docs/product.md, My Bets: what a proposed score would mean for the viewer. */
export function OutcomePreview({ outcome }: { outcome: Outcome }) {
  return <OutcomeNote outcome={outcome}>{OUTCOME_PREVIEW[outcome]}</OutcomeNote>;
}
