import { useId, useState } from 'react';
import {
  pickOf,
  signedLine,
  type Bet,
  type BetTerms,
  type BetType,
  type Selection,
} from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import type { Game } from '../../../../domain/games';
import { parseCents } from '../../../../domain/money';
import { describePick, pickedTeam, winCondition } from '../../components/bet-terms';
import { ErrorBoundary } from '../../components/error-boundary';
import { Kickoff } from '../../components/game-time';
import { teamLabel } from '../../components/teams';
import { toast } from '../../components/toasts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogForm } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { PickField } from '../../components/ui/pick-field';
import { createdTitle, ProposalCreated } from './proposal-created';
import {
  ChallengeField,
  StakeField,
  stakeProblem,
  teamPicks,
  useFriends,
  useProposalSender,
  type ProposalForm,
} from './proposal-fields';
import { PropositionForm } from './proposition-form';
import { StraightUpForm } from './straight-up-form';

/** A bet on a game, or a proposition on none (docs/product.md, Propositions, On no game). */
export type Proposal = { game: Game; betType: BetType } | { game: null; betType: 'proposition' };

interface Props {
  proposal: Proposal;
  /** The proposer, left out of whom they can challenge. */
  userId: string;
  /** The user's available balance, a decimal string: the most a proposal may stake. */
  availableBalance: string;
  onClose: () => void;
}

const TITLES: Record<BetType, string> = {
  spread: 'Create Spread Bet Proposal',
  over_under: 'Create Total Bet Proposal',
  moneyline: 'Create Straight-Up Bet Proposal',
  proposition: 'Create Proposition',
};

/**
 * docs/product.md, Proposal dialog. Mounted per opening, so every opening starts with an empty form; once
 * the bet exists, what to do with it takes the form's place.
 */
export function ProposeBetDialog({ proposal, userId, availableBalance, onClose }: Props) {
  const [created, setCreated] = useState<Bet | null>(null);
  const sender = useProposalSender(setCreated);
  const { game, betType } = proposal;
  const asked = { userId, availableBalance, onClose, ...sender };
  // One dialog throughout, its content replaced: the sheet stays where it is instead of closing and opening.
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sender.pending && onClose()}
      title={created ? createdTitle(created) : TITLES[betType]}
      description={
        game ? (
          <span className="flex flex-wrap gap-x-2">
            <span className="font-semibold text-stone-700">
              {teamLabel(game.awayTeam, game.awayTeamId)} @ {teamLabel(game.homeTeam, game.homeTeamId)}
            </span>
            <Kickoff iso={game.gameDate} />
          </span>
        ) : (
          'On no game: it takes bets until the time you choose'
        )
      }
    >
      {created ? (
        <ProposalCreated bet={created} onClose={onClose} />
      ) : proposal.betType === 'proposition' ? (
        <PropositionForm {...asked} game={proposal.game} />
      ) : proposal.betType === 'moneyline' ? (
        <StraightUpForm {...asked} game={proposal.game} />
      ) : (
        <LineBetForm {...asked} game={proposal.game} betType={proposal.betType} />
      )}
    </Dialog>
  );
}

/** The dialog with its own fallback should its form fail to render: for a screen that loads both at once. */
export function GuardedProposeBetDialog(props: Props) {
  return (
    <ErrorBoundary fallback={<ProposalFormError onClose={props.onClose} />}>
      <ProposeBetDialog {...props} />
    </ErrorBoundary>
  );
}

/** A spread or over/under proposal: a pick, its line (the posted one to start with) and a stake. */
function LineBetForm({
  game,
  userId,
  availableBalance,
  send,
  pending,
  onClose,
  betType,
}: ProposalForm & { betType: 'spread' | 'over_under' }) {
  const isSpread = betType === 'spread';
  const firstLine = game.lines[0];
  const lineFor = (pick: Selection | null): string => {
    const value = isSpread
      ? pick === 'home'
        ? firstLine?.homeSpread
        : pick === 'away'
          ? firstLine?.awaySpread
          : null
      : firstLine?.totalLine;
    return value === null || value === undefined ? '' : String(value);
  };

  const [amount, setAmount] = useState('');
  const [pick, setPick] = useState<Selection | null>(null);
  const [line, setLine] = useState(() => lineFor(null));
  const [lineEdited, setLineEdited] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [challengeeId, setChallengeeId] = useState('');
  const { friends, failed } = useFriends(userId);
  const amountId = useId();
  const lineId = useId();
  const pickId = useId();

  const problems = { amount: stakeProblem(amount, availableBalance), line: lineProblem(line) };
  const lineNumber = Number(line);
  const terms: BetTerms | null =
    pick && line.trim() !== '' && Number.isFinite(lineNumber)
      ? {
          betType,
          selection: pick,
          spread: isSpread ? lineNumber : null,
          overUnder: isSpread ? null : lineNumber,
        }
      : null;

  function choosePick(next: Selection) {
    setPick(next);
    // The line follows the pick (each side has its own spread) until the user types their own.
    if (!lineEdited) setLine(lineFor(next));
  }

  function submit() {
    try {
      if (!game.id) {
        toast.error('Error', { description: 'Game information is missing' });
        return;
      }
      const amountCents = parseCents(amount);
      // Each missing or wrong field says so where it is, and the first of them takes the focus.
      if (!pick || problems.amount || problems.line || amountCents === undefined) {
        setShowProblems(true);
        document.getElementById(!pick ? pickId : problems.line ? lineId : amountId)?.focus();
        return;
      }
      send({
        gameId: game.id,
        betType,
        selection: pick,
        amount: (amountCents / 100).toFixed(2),
        line: lineNumber,
        ...(challengeeId && { challengeeId }),
      });
    } catch {
      toast.error('Error', { description: 'An unexpected error occurred' });
    }
  }

  const posted = lineFor(pick ?? (isSpread ? null : 'over'));
  const postedHint = isSpread
    ? pick
      ? posted
        ? `Posted line: ${pickedTeam(pick, game)} ${signedLine(Number(posted))}. Change it to offer another.`
        : 'No posted line for this game: enter yours.'
      : 'Pick a team first: its posted line fills in.'
    : posted
      ? `Posted total: ${posted}. Change it to offer another.`
      : 'No posted total for this game: enter yours.';
  const picks: { value: Selection; label: string; detail?: string }[] = isSpread
    ? teamPicks(game)
    : [
        { value: 'over', label: `Over ${line}`.trim() },
        { value: 'under', label: `Under ${line}`.trim() },
      ];

  return (
    <DialogForm
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel="Create Proposal"
      pendingLabel="Creating..."
    >
      <PickField
        id={pickId}
        legend="Your Pick"
        options={picks}
        value={pick}
        onChange={choosePick}
        error={
          showProblems && !pick ? (isSpread ? 'Pick the team you back' : 'Pick over or under') : undefined
        }
      />
      <Field
        id={lineId}
        label={isSpread ? `Point Spread${pick ? ` for ${pickedTeam(pick, game)}` : ''}` : 'Total Points'}
        type="number"
        step={0.5}
        autoComplete="off"
        placeholder={isSpread ? '-3.5' : '47.5'}
        value={line}
        onChange={(event) => {
          setLine(event.target.value);
          setLineEdited(true);
        }}
        hint={postedHint}
        error={showProblems ? problems.line : undefined}
      />
      <StakeField
        id={amountId}
        label={`Bet Amount (${CURRENCY})`}
        value={amount}
        onChange={setAmount}
        availableBalance={availableBalance}
        error={showProblems ? problems.amount : undefined}
      />
      <ChallengeField friends={friends} failed={failed} value={challengeeId} onChange={setChallengeeId} />
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {terms ? (
          <>
            You win if {winCondition(terms, game)}. Even money: the winner takes the other's stake. Your
            opponent would take {describePick(pickOf(terms, 'acceptor'), game)}.
          </>
        ) : pick ? (
          'Enter the line to see when you win.'
        ) : (
          `Pick ${isSpread ? 'a team' : 'over or under'} to see when you win.`
        )}
      </p>
    </DialogForm>
  );
}

/** docs/product.md, Bet lifecycle: lines in steps of 0.5. */
function lineProblem(line: string): string | undefined {
  const lineNumber = Number(line);
  if (line.trim() === '' || !Number.isFinite(lineNumber)) return 'Enter a number';
  if (!Number.isInteger(lineNumber * 2)) return 'Lines go in steps of 0.5';
  return undefined;
}

/** docs/product.md, Proposal dialog: what it shows if its form fails to render. */
export function ProposalFormError({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Error">
      <p className="text-sm text-stone-700">
        An error occurred loading the bet proposal form. Please try again.
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
