import { useId, useState } from 'react';
import { isPoints, MAX_POINTS, type Score } from '../../../../domain/scores';
import { Field } from '../ui/field';

/** What the two score inputs hold, as typed. */
export interface ScoreText {
  away: string;
  home: string;
}

export const EMPTY_SCORE: ScoreText = { away: '', home: '' };

const SCORE_PROBLEM = `Enter a whole number from 0 to ${MAX_POINTS}`;

/** A team's points as typed, or undefined unless they can be a score (docs/decisions.md). */
function parsePoints(text: string): number | undefined {
  const points = text.trim() === '' ? Number.NaN : Number(text);
  return isPoints(points) ? points : undefined;
}

/** Both scores, or undefined while either is missing or cannot be a score. */
export function parseScore(text: ScoreText): Score | undefined {
  const [home, away] = [parsePoints(text.home), parsePoints(text.away)];
  return home !== undefined && away !== undefined ? { home, away } : undefined;
}

export type ScoreInput = ReturnType<typeof useScoreInput>;

/**
 * The state of a pair of score fields. `check()`, on submit, answers the score, or undefined after
 * showing what is wrong by the field and moving focus there: nothing is sent that could not be one.
 */
export function useScoreInput(initial: ScoreText = EMPTY_SCORE) {
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const ids = { away: useId(), home: useId() };
  const score = parseScore(value);
  function check(): Score | undefined {
    setSubmitted(true);
    if (!score) document.getElementById(parsePoints(value.away) === undefined ? ids.away : ids.home)?.focus();
    return score;
  }
  return { value, setValue, submitted, ids, score, check };
}

/**
 * docs/product.md, My Bets, 'Enter Final Score': an away and a home score input, each labelled with its team.
 * Players proposing a score and admins entering one use these same fields. A value that cannot be a score
 * says so at once; an empty field once the form was sent.
 */
export function ScoreFields({
  away,
  home,
  input,
}: {
  /** The teams as the labels name them ("KC", "Kansas City Chiefs"). */
  away: string;
  home: string;
  input: ScoreInput;
}) {
  const { value, setValue, submitted, ids } = input;
  const problemOf = (text: string) =>
    parsePoints(text) === undefined && (submitted || text.trim() !== '') ? SCORE_PROBLEM : undefined;
  const field = (side: 'away' | 'home', team: string) => (
    <Field
      id={ids[side]}
      label={`${team} (${side})`}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_POINTS}
      step={1}
      autoComplete="off"
      value={value[side]}
      onChange={(event) => setValue({ ...value, [side]: event.target.value })}
      error={problemOf(value[side])}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      {field('away', away)}
      {field('home', home)}
    </div>
  );
}
