import type { Score } from '../../../../domain/scores';
import { Field } from '../ui/field';

/** What the two score inputs hold, as typed. */
export interface ScoreText {
  away: string;
  home: string;
}

export const EMPTY_SCORE: ScoreText = { away: '', home: '' };

/** Both scores as whole, non-negative numbers, or undefined. */
export function parseScore(text: ScoreText): Score | undefined {
  const [home, away] = [text.home, text.away].map((value) =>
    value.trim() === '' ? Number.NaN : Number(value),
  );
  const valid = (points: number | undefined): points is number =>
    points !== undefined && Number.isInteger(points) && points >= 0;
  return valid(home) && valid(away) ? { home, away } : undefined;
}

/** SPEC 5: the typed scores, or what is wrong with them as its toast says it. */
export function readScore(
  text: ScoreText,
): { score: Score } | { problem: [title: string, description: string] } {
  if (text.home.trim() === '' || text.away.trim() === '')
    return { problem: ['Missing Information', 'Please enter both home and away scores'] };
  const score = parseScore(text);
  return score ? { score } : { problem: ['Invalid Scores', 'Scores must be valid non-negative numbers'] };
}

/**
 * SPEC 2, 'Enter Final Score': an away and a home score input (numeric, min 0), each labelled with its
 * team. Players proposing a score and admins entering one use these same fields.
 */
export function ScoreFields({
  away,
  home,
  value,
  onChange,
}: {
  /** The teams as the labels name them ("KC", "Kansas City Chiefs"). */
  away: string;
  home: string;
  value: ScoreText;
  onChange: (value: ScoreText) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field
        label={`${away} (away)`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        autoComplete="off"
        value={value.away}
        onChange={(event) => onChange({ ...value, away: event.target.value })}
      />
      <Field
        label={`${home} (home)`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        autoComplete="off"
        value={value.home}
        onChange={(event) => onChange({ ...value, home: event.target.value })}
      />
    </div>
  );
}
