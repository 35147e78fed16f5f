import { useId, useState } from 'react';
import type { SpreadSelection } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import type { Game } from '../../../../domain/games';
import { parseCents } from '../../../../domain/money';
import { EVEN_MONEY, oddsFromAmerican, oddsOf, oddsWords, type Odds } from '../../../../domain/odds';
import { stakeWords } from '../../../../domain/stakes';
import { pickedTeam } from '../../components/bet-terms';
import { DialogForm } from '../../components/ui/dialog';
import { PickField } from '../../components/ui/pick-field';
import { ODDS_PROBLEM, OddsFields, signedAmerican, stakesFor, textOf, type OddsText } from './odds-fields';
import { ChallengeField, StakeField, teamPicks, useFriends, type ProposalForm } from './proposal-fields';

/** The schedule file's moneyline on a team, as odds for backing it; undefined where the file gave none. */
function postedOdds(game: Game, side: SpreadSelection): Odds | undefined {
  const american = game.moneyline?.[side];
  return american === undefined ? undefined : oddsFromAmerican(american);
}

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
  const oddsProblem = chosenOdds ? undefined : ODDS_PROBLEM;
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
      <OddsFields
        id={winId}
        odds={odds}
        chosen={chosenOdds}
        hint={oddsHint}
        problem={showProblems ? oddsProblem : undefined}
        onChange={editOdds}
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
