import { useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../components/toasts';
import {
  MINIMUM_AMOUNT_CENTS,
  pickOf,
  signedLine,
  type Bet,
  type BetTerms,
  type BetType,
  type Selection,
} from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import type { Game } from '../../../../domain/games';
import { formatAmount, formatCents, parseCents } from '../../../../domain/money';
import { useProposeBet, type BetProposalRequest } from '../../api/bets';
import { useMembers } from '../../api/members';
import { messageOf } from '../../api/http';
import { describePick, pickedTeam, winCondition } from '../../components/bet-terms';
import { Kickoff } from '../../components/game-time';
import { teamLabel } from '../../components/teams';
import { cn } from '../../components/ui/cn';
import { Button } from '../../components/ui/button';
import { Dialog, DialogForm } from '../../components/ui/dialog';
import { Field, SelectField } from '../../components/ui/field';
import { createdTitle, ProposalCreated } from './proposal-created';

export interface Proposal {
  game: Game;
  betType: BetType;
}

interface Props {
  proposal: Proposal;
  /** The proposer, left out of whom they can challenge. */
  userId: string;
  /** The user's available balance, a decimal string: the most a proposal may stake. */
  availableBalance: string;
  onClose: () => void;
}

/**
 * docs/product.md, Proposal dialog. Mounted per opening, so every opening starts with an empty form; once
 * the bet exists, what to do with it takes the form's place.
 */
export function ProposeBetDialog({ proposal: { game, betType }, userId, availableBalance, onClose }: Props) {
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
  const [created, setCreated] = useState<Bet | null>(null);
  const members = useMembers();
  const friends = (members.data ?? []).filter((member) => member.id !== userId);
  const challengee = friends.find((member) => member.id === challengeeId);
  const propose = useProposeBet();
  // docs/decisions.md, Retried proposals: one key per submission; resending the same proposal (after a lost
  // answer) reuses it.
  const lastAttempt = useRef<{ payload: string; key: string } | null>(null);
  const amountId = useId();
  const lineId = useId();
  const pickId = useId();

  const problems = findProblems(amount, line, availableBalance);
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
      const payload = {
        gameId: game.id,
        betType,
        selection: pick,
        amount: (amountCents / 100).toFixed(2),
        line: lineNumber,
        ...(challengeeId && { challengeeId }),
      };
      const fingerprint = JSON.stringify(payload);
      if (lastAttempt.current?.payload !== fingerprint) {
        lastAttempt.current = { payload: fingerprint, key: crypto.randomUUID() };
      }
      void send({ ...payload, idempotencyKey: lastAttempt.current.key });
    } catch {
      toast.error('Error', { description: 'An unexpected error occurred' });
    }
  }

  async function send(request: BetProposalRequest) {
    try {
      setCreated(await propose.mutateAsync(request));
    } catch (error) {
      toast.error('Failed to Create Bet', { description: messageOf(error, 'Unknown error occurred') });
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
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const picks: { value: Selection; label: string; detail?: string }[] = isSpread
    ? [
        { value: 'away', label: away, detail: game.awayTeam.name },
        { value: 'home', label: home, detail: game.homeTeam.name },
      ]
    : [
        { value: 'over', label: `Over ${line}`.trim() },
        { value: 'under', label: `Under ${line}`.trim() },
      ];

  const title = isSpread ? 'Create Spread Bet Proposal' : 'Create Total Bet Proposal';
  // One dialog throughout, its content replaced: the sheet stays where it is instead of closing and opening.
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !propose.isPending && onClose()}
      title={created ? createdTitle(created) : title}
      description={
        <span className="flex flex-wrap gap-x-2">
          <span className="font-semibold text-stone-700">
            {away} @ {home}
          </span>
          <Kickoff iso={game.gameDate} />
        </span>
      }
    >
      {created ? (
        <ProposalCreated bet={created} onClose={onClose} />
      ) : (
        <DialogForm
          onClose={onClose}
          onSubmit={submit}
          pending={propose.isPending}
          submitLabel="Create Proposal"
          pendingLabel="Creating..."
        >
          <fieldset aria-describedby={showProblems && !pick ? `${pickId}-error` : undefined}>
            <legend className="mb-1.5 block text-sm font-medium text-stone-700">Your Pick</legend>
            <div className="grid grid-cols-2 gap-2">
              {picks.map((option, index) => (
                <PickOption
                  key={option.value}
                  id={index === 0 ? pickId : undefined}
                  name="pick"
                  value={option.value}
                  checked={pick === option.value}
                  onChange={() => choosePick(option.value)}
                  label={option.label}
                  detail={option.detail}
                />
              ))}
            </div>
            {showProblems && !pick && (
              <p id={`${pickId}-error`} className="mt-1.5 text-sm text-red-600">
                {isSpread ? 'Pick the team you back' : 'Pick over or under'}
              </p>
            )}
          </fieldset>
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
          <Field
            id={amountId}
            label={`Bet Amount (${CURRENCY})`}
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            hint={`${formatAmount(availableBalance)} ${CURRENCY} available`}
            error={showProblems ? problems.amount : undefined}
          />
          <SelectField
            label="Who can take it"
            hint={
              members.isError
                ? 'Friends could not be loaded: this goes to the whole group'
                : challengee
                  ? `A challenge: ${challengee.firstName} hears of it, and nobody else can accept it`
                  : 'Or challenge one friend'
            }
            value={challengeeId}
            onChange={(event) => setChallengeeId(event.target.value)}
          >
            <option value="">Anyone in the group</option>
            {friends.map((member) => (
              <option key={member.id} value={member.id}>
                Only {member.firstName} {member.lastName}
              </option>
            ))}
          </SelectField>
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
      )}
    </Dialog>
  );
}

/**
 * docs/product.md, Bet lifecycle: at least 1.00 with at most two decimals, within the available balance;
 * lines in steps of 0.5.
 */
function findProblems(amount: string, line: string, availableBalance: string) {
  const problems: { amount?: string; line?: string } = {};
  const cents = parseCents(amount);
  const availableCents = parseCents(availableBalance) ?? 0;
  if (cents === undefined) problems.amount = 'Enter an amount such as 25 or 12.50';
  else if (cents < MINIMUM_AMOUNT_CENTS)
    problems.amount = `The minimum bet is ${formatCents(MINIMUM_AMOUNT_CENTS)} ${CURRENCY}`;
  else if (cents > availableCents)
    problems.amount = `You have only ${formatAmount(availableBalance)} ${CURRENCY} available`;
  const lineNumber = Number(line);
  if (line.trim() === '' || !Number.isFinite(lineNumber)) problems.line = 'Enter a number';
  else if (!Number.isInteger(lineNumber * 2)) problems.line = 'Lines go in steps of 0.5';
  return problems;
}

function PickOption({
  label,
  detail,
  ...input
}: {
  id?: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail?: ReactNode;
}) {
  return (
    // `relative`: the hidden input is positioned absolutely, so it stays inside its card. Otherwise it
    // sits wherever its nearest positioned ancestor puts it, which can be outside the scrolled sheet:
    // focusing it then scrolls to the wrong place, and a click on it misses.
    <label
      className={cn(
        'relative flex min-h-12 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        input.checked
          ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
          : 'border-stone-300 hover:bg-stone-50',
      )}
    >
      <input type="radio" className="sr-only" {...input} />
      <span className="font-semibold">{label}</span>
      {detail && <span className="truncate text-xs text-stone-500">{detail}</span>}
    </label>
  );
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
