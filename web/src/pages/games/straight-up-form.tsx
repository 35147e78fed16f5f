import { useId, useState } from 'react';
import type { SpreadSelection } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import type { Game } from '../../../../domain/games';
import { formatAmount, parseCents } from '../../../../domain/money';
import {
  americanOf,
  EVEN_MONEY,
  oddsFromAmerican,
  oddsOf,
  oddsWords,
  type Odds,
} from '../../../../domain/odds';
import { stakesAt, stakeWords, type Stakes } from '../../../../domain/stakes';
import { pickedTeam } from '../../components/bet-terms';
import { DialogForm } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import {
  ChallengeField,
  PickField,
  stakeProblem,
  teamPicks,
  useFriends,
  type ProposalForm,
} from './proposal-fields';

/** The odds fields as typed: whole numbers, "3" to "2". */
interface OddsText {
  win: string;
  risk: string;
}

const textOf = (odds: Odds): OddsText => ({ win: String(odds.win), risk: String(odds.risk) });

/** The schedule file's moneyline on a team, as odds for backing it; undefined where the file gave none. */
function postedOdds(game: Game, side: SpreadSelection): Odds | undefined {
  const american = game.moneyline?.[side];
  return american === undefined ? undefined : oddsFromAmerican(american);
}

/** "+150", "-200": American odds as the schedule file and sportsbooks write them. */
const signedAmerican = (american: number) => (american > 0 ? `+${american}` : String(american));

/**
 * docs/product.md, Proposal dialog and Odds: a straight-up bet backs a team to win. The odds start at
 * the posted moneyline for the team picked (even money where there is none) and the proposer may set
 * their own; the summary says in plain words what each side risks and wins.
 */
export function StraightUpForm({ game, userId, availableBalance, send, pending, onClose }: ProposalForm) {
  const [pick, setPick] = useState<SpreadSelection | null>(null);
  const [amount, setAmount] = useState('');
  const [odds, setOdds] = useState<OddsText>(textOf(EVEN_MONEY));
  const [oddsEdited, setOddsEdited] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [challengeeId, setChallengeeId] = useState('');
  const { friends, failed } = useFriends(userId);
  const pickId = useId();
  const winId = useId();
  const amountId = useId();

  const chosenOdds = oddsOf(Number(odds.win), Number(odds.risk));
  const oddsProblem = chosenOdds
    ? undefined
    : 'Odds go from 1 to 100 up to 100 to 1, in whole numbers up to 10000';
  const { stakes, problem: amountProblem } = stakesFor(amount, availableBalance, chosenOdds);
  const opponent = friends.find((member) => member.id === challengeeId)?.firstName ?? 'whoever accepts';

  function choosePick(next: SpreadSelection) {
    setPick(next);
    // The odds follow the pick (each team has its own moneyline) until the user sets their own.
    if (!oddsEdited) setOdds(textOf(postedOdds(game, next) ?? EVEN_MONEY));
  }

  function editOdds(part: keyof OddsText, value: string) {
    setOdds((was) => ({ ...was, [part]: value }));
    setOddsEdited(true);
  }

  function submit() {
    const amountCents = parseCents(amount);
    // Each missing or wrong field says so where it is, and the first of them takes the focus.
    if (!pick || oddsProblem || amountProblem || !chosenOdds || amountCents === undefined) {
      setShowProblems(true);
      document.getElementById(!pick ? pickId : oddsProblem ? winId : amountId)?.focus();
      return;
    }
    send({
      gameId: game.id,
      betType: 'moneyline',
      selection: pick,
      amount: (amountCents / 100).toFixed(2),
      odds: chosenOdds,
      ...(challengeeId && { challengeeId }),
    });
  }

  const posted = pick && game.moneyline ? game.moneyline[pick] : undefined;
  const oddsHint = !pick
    ? 'Pick a team first: its posted moneyline fills in.'
    : posted !== undefined
      ? `Posted moneyline: ${pickedTeam(pick, game)} ${signedAmerican(posted)} (${oddsWords(postedOdds(game, pick) ?? EVEN_MONEY)}). Change it to offer other odds.`
      : 'No posted moneyline for this game: even money unless you set other odds.';
  const american = chosenOdds && americanOf(chosenOdds);

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
        legend="Your Pick to Win"
        options={teamPicks(game)}
        value={pick}
        onChange={choosePick}
        error={showProblems && !pick ? 'Pick the team you back to win' : undefined}
      />
      <fieldset aria-describedby={`${winId}-odds`}>
        <legend className="mb-1.5 block text-sm font-medium text-stone-700">
          Your Odds{american !== undefined && chosenOdds ? ` (${signedAmerican(american)})` : ''}
        </legend>
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
          <Field
            id={winId}
            label="You win"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            autoComplete="off"
            value={odds.win}
            onChange={(event) => editOdds('win', event.target.value)}
          />
          <span className="pt-9 text-sm text-stone-600" aria-hidden>
            to
          </span>
          <Field
            label="For every"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            autoComplete="off"
            value={odds.risk}
            onChange={(event) => editOdds('risk', event.target.value)}
          />
        </div>
        <p
          id={`${winId}-odds`}
          className={
            showProblems && oddsProblem ? 'mt-1.5 text-sm text-red-600' : 'mt-1.5 text-xs text-stone-500'
          }
        >
          {showProblems && oddsProblem ? oddsProblem : oddsHint}
        </p>
      </fieldset>
      <Field
        id={amountId}
        label={`Your Stake (${CURRENCY})`}
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`${formatAmount(availableBalance)} ${CURRENCY} available`}
        error={showProblems ? amountProblem : undefined}
      />
      <ChallengeField friends={friends} failed={failed} value={challengeeId} onChange={setChallengeeId} />
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {pick && stakes
          ? `${stakeWords(stakes, pickedTeam(pick, game), opponent)}. A tie is a push: both stakes go back.`
          : pick
            ? 'Enter your stake and odds to see what each side risks.'
            : 'Pick a team to see what each side risks.'}
      </p>
    </DialogForm>
  );
}

/** The two sides' stakes at the odds, or what keeps the stake from making any (docs/product.md, Odds). */
function stakesFor(
  amount: string,
  availableBalance: string,
  odds: Odds | undefined,
): { stakes?: Stakes; problem?: string } {
  const problem = stakeProblem(amount, availableBalance);
  const cents = parseCents(amount);
  if (!odds || cents === undefined) return { problem };
  try {
    return { stakes: stakesAt(cents, odds), problem };
  } catch (error) {
    return { problem: problem ?? (error instanceof Error ? error.message : String(error)) };
  }
}
