import { useId, useState } from 'react';
import type { PropositionSelection } from '../../../../domain/bets';
import { MAX_CLOSING_DAYS, MIN_CLOSING_MINUTES } from '../../../../domain/closing';
import type { Game } from '../../../../domain/games';
import { CURRENCY } from '../../../../domain/constants';
import { parseCents } from '../../../../domain/money';
import { EVEN_MONEY, oddsOf } from '../../../../domain/odds';
import { stakeWords } from '../../../../domain/stakes';
import { describePick } from '../../components/bet-terms';
import { DialogForm } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { PickField } from '../../components/ui/pick-field';
import { useNow } from '../../components/use-now';
import { ODDS_PROBLEM, OddsFields, stakesFor, textOf, type OddsText } from './odds-fields';
import { ChallengeField, StakeField, useFriends, type ProposalForm } from './proposal-fields';

/** docs/product.md, Propositions: the longest statement, counted as the server counts it (UTF-16 units). */
const MAX_CHARACTERS = 140;
// A proposition is one line of plain text: no control characters, no line or paragraph separators.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** No teams to name: a proposition's words are its own (describePick reads none for it). */
const NO_TEAMS = { homeTeamId: 0, awayTeamId: 0, homeTeam: null, awayTeam: null };

const MINUTE = 60_000;
/** A time as a datetime-local field holds it, in the viewer's own zone: "2026-12-25T18:00". */
function localInput(time: number): string {
  const local = new Date(time - new Date(time).getTimezoneOffset() * MINUTE);
  return local.toISOString().slice(0, 16);
}

/** What keeps a chosen closing time (a datetime-local value, the viewer's zone) from being sent. */
function closingProblem(value: string, now: number): string | undefined {
  const time = new Date(value).getTime();
  if (value === '' || Number.isNaN(time)) return 'Choose when it stops taking bets';
  if (time < now + MIN_CLOSING_MINUTES * MINUTE)
    return `Choose a time at least ${MIN_CLOSING_MINUTES} minutes from now`;
  if (time > now + MAX_CLOSING_DAYS * 24 * 60 * MINUTE) return 'Choose a time within a year from now';
  return undefined;
}

const SIDES: { value: PropositionSelection; label: string; detail: string }[] = [
  { value: 'yes', label: 'Yes', detail: 'It happens' },
  { value: 'no', label: 'No', detail: 'It does not' },
];

/** What keeps the statement from being sent, in the words the form shows at it. */
function statementProblem(statement: string): string | undefined {
  if (statement === '') return 'Write the yes-or-no statement to bet on';
  if (statement.length > MAX_CHARACTERS)
    return `Keep it to ${MAX_CHARACTERS} characters: this is ${statement.length}`;
  if (CONTROL_CHARACTER.test(statement)) return 'Keep it to one line of plain text, without tabs';
  return undefined;
}

/**
 * docs/product.md, Proposal dialog and Propositions: a yes-or-no statement on the game, the proposer's
 * side of it, odds (even money unless set) and a stake; the summary says in plain words what each side
 * risks and wins. What is typed stays as typed, whatever is wrong with it. On no game it also asks when
 * it stops taking bets (Propositions, On no game).
 */
export function PropositionForm({
  game,
  userId,
  availableBalance,
  send,
  pending,
  onClose,
}: Omit<ProposalForm, 'game'> & { game: Game | null }) {
  const [text, setText] = useState('');
  const [side, setSide] = useState<PropositionSelection | null>(null);
  const [amount, setAmount] = useState('');
  const [odds, setOdds] = useState<OddsText>(textOf(EVEN_MONEY));
  const [showProblems, setShowProblems] = useState(false);
  const [challengeeId, setChallengeeId] = useState('');
  const [closing, setClosing] = useState('');
  // The server checks the closing time again when it arrives: the screen's clock may be a little behind.
  const now = useNow().getTime();
  const { friends, failed } = useFriends(userId);
  const textId = useId();
  const sideId = useId();
  const winId = useId();
  const amountId = useId();
  const closingId = useId();

  const statement = text.trim();
  const problem = statementProblem(statement);
  const closesProblem = game ? undefined : closingProblem(closing, now);
  const chosenOdds = oddsOf(Number(odds.win), Number(odds.risk));
  const oddsProblem = chosenOdds ? undefined : ODDS_PROBLEM;
  const { stakes, problem: amountProblem } = stakesFor(amount, availableBalance, chosenOdds);
  const opponent = friends.find((member) => member.id === challengeeId)?.firstName ?? 'whoever accepts';
  const pickOf = (selection: PropositionSelection) =>
    describePick(
      { betType: 'proposition', selection, proposition: statement, spread: null, overUnder: null },
      game ?? NO_TEAMS,
    );

  function submit() {
    const amountCents = parseCents(amount);
    // Each missing or wrong field says so where it is, and the first of them takes the focus.
    if (
      problem ||
      closesProblem ||
      !side ||
      oddsProblem ||
      amountProblem ||
      !chosenOdds ||
      amountCents === undefined
    ) {
      setShowProblems(true);
      const first = problem
        ? textId
        : closesProblem
          ? closingId
          : !side
            ? sideId
            : oddsProblem
              ? winId
              : amountId;
      document.getElementById(first)?.focus();
      return;
    }
    send({
      ...(game ? { gameId: game.id } : { closesAt: new Date(closing).toISOString() }),
      betType: 'proposition',
      proposition: statement,
      selection: side,
      amount: (amountCents / 100).toFixed(2),
      odds: chosenOdds,
      ...(challengeeId && { challengeeId }),
    });
  }

  return (
    <DialogForm
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel="Create Proposal"
      pendingLabel="Creating..."
    >
      <Field
        id={textId}
        label="Your Proposition"
        autoComplete="off"
        enterKeyHint="next"
        placeholder="Kelce scores a touchdown"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`${statement.length} of ${MAX_CHARACTERS} characters: a statement that turns out yes or no`}
        error={showProblems ? problem : undefined}
      />
      {!game && (
        <Field
          id={closingId}
          label="Closes"
          type="datetime-local"
          min={localInput(now + MIN_CLOSING_MINUTES * MINUTE)}
          max={localInput(now + MAX_CLOSING_DAYS * 24 * 60 * MINUTE)}
          value={closing}
          onChange={(event) => setClosing(event.target.value)}
          hint="When it stops taking bets; its outcome can be settled from then on"
          error={showProblems ? closesProblem : undefined}
        />
      )}
      <PickField
        id={sideId}
        legend="Your Side"
        options={SIDES}
        value={side}
        onChange={setSide}
        error={showProblems && !side ? 'Pick yes or no' : undefined}
      />
      <OddsFields
        id={winId}
        odds={odds}
        chosen={chosenOdds}
        hint="Even money unless you set other odds."
        problem={showProblems ? oddsProblem : undefined}
        onChange={(part, value) => setOdds((was) => ({ ...was, [part]: value }))}
      />
      <StakeField
        id={amountId}
        label={`Your Stake (${CURRENCY})`}
        value={amount}
        onChange={setAmount}
        availableBalance={availableBalance}
        error={showProblems ? amountProblem : undefined}
      />
      <ChallengeField friends={friends} failed={failed} value={challengeeId} onChange={setChallengeeId} />
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm wrap-anywhere text-brand-900">
        {side && statement && stakes
          ? `${stakeWords(stakes, pickOf(side), opponent)} on ${side === 'yes' ? 'No' : 'Yes'}.`
          : side && statement
            ? 'Enter your stake and odds to see what each side risks.'
            : 'Write the statement and pick a side to see what each side risks.'}
      </p>
    </DialogForm>
  );
}
