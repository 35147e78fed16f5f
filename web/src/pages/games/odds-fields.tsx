import { parseCents } from '../../../../domain/money';
import { americanOf, type Odds } from '../../../../domain/odds';
import { stakesAt, type Stakes } from '../../../../domain/stakes';
import { Field } from '../../components/ui/field';
import { stakeProblem } from './proposal-fields';

/*
 * The odds of a bet at odds, as the straight-up and proposition forms take them (docs/product.md,
 * Odds): two whole numbers, "3" to "2", and what the stake makes of each side at them.
 */

/** The odds fields as typed: whole numbers, "3" to "2". */
export interface OddsText {
  win: string;
  risk: string;
}

export const textOf = (odds: Odds): OddsText => ({ win: String(odds.win), risk: String(odds.risk) });

/** docs/product.md, Proposal dialog: odds that are not whole numbers within the Odds section's range. */
export const ODDS_PROBLEM = 'Odds go from 1 to 100 up to 100 to 1, in whole numbers up to 10000';

/** "+150", "-200": American odds as the schedule file and sportsbooks write them. */
export const signedAmerican = (american: number) => (american > 0 ? `+${american}` : String(american));

/**
 * 'Your Odds', 'You win' to 'For every', the legend with the American odds where they are whole; below
 * them the hint, or once the form was sent the problem with them. `id` is the first field's, where focus
 * goes when the odds are wrong.
 */
export function OddsFields({
  id,
  odds,
  chosen,
  hint,
  problem,
  onChange,
}: {
  id: string;
  odds: OddsText;
  chosen: Odds | undefined;
  hint: string;
  problem: string | undefined;
  onChange: (part: keyof OddsText, value: string) => void;
}) {
  const american = chosen && americanOf(chosen);
  return (
    <fieldset aria-describedby={`${id}-odds`}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">
        Your Odds{american !== undefined ? ` (${signedAmerican(american)})` : ''}
      </legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
        <Field
          id={id}
          label="You win"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          autoComplete="off"
          value={odds.win}
          onChange={(event) => onChange('win', event.target.value)}
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
          onChange={(event) => onChange('risk', event.target.value)}
        />
      </div>
      <p
        id={`${id}-odds`}
        className={problem ? 'mt-1.5 text-sm text-red-600' : 'mt-1.5 text-xs text-stone-500'}
      >
        {problem ?? hint}
      </p>
    </fieldset>
  );
}

/** The two sides' stakes at the odds, or what keeps the stake from making any (docs/product.md, Odds). */
export function stakesFor(
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
