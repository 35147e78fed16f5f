import { useId } from 'react';

export interface StepPoint {
  /** Epoch milliseconds. */
  time: number;
  value: number;
}

interface Props {
  /** In order; each value holds until the next point, the last one until now. */
  points: readonly StepPoint[];
  /** What the chart shows, the start of its accessible summary: "Balance". */
  title: string;
  /** Said after each value in the summary ("Pigskins"); the axis leaves it out. */
  unit?: string;
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A step line: a value that changes and holds in between (a balance). Every change gets an equal step
 * across, in order: on a time axis, a day of many changes after weeks of none would squeeze them into
 * a sliver. The SVG stretches to its box while its strokes keep their width; the labels are HTML so
 * text never stretches. Screen readers get one summary sentence instead of the drawing.
 */
export function StepChart({ points, title, unit, formatValue, formatTime }: Props) {
  const gradientId = useId();
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;

  const xAt = (index: number) => (index / points.length) * WIDTH;

  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = max === min ? Math.max(1, Math.abs(max) * 0.05) : (max - min) * 0.12;
  const yAt = (value: number) => HEIGHT - ((value - (min - pad)) / (max - min + 2 * pad)) * HEIGHT;
  const topPercent = (value: number) => `${(yAt(value) / HEIGHT) * 100}%`;

  let line = `M0 ${yAt(first.value)}`;
  points.forEach((point, index) => {
    if (index > 0) line += ` H${xAt(index)} V${yAt(point.value)}`;
  });
  line += ` H${WIDTH}`;

  const say = (value: number) => (unit ? `${formatValue(value)} ${unit}` : formatValue(value));
  const summary =
    `${title} from ${say(first.value)} on ${formatTime(first.time)} to ${say(last.value)} now; ` +
    `lowest ${say(min)}, highest ${say(max)}.`;

  return (
    <div role="img" aria-label={summary} className="flex gap-2">
      <div aria-hidden className="relative h-44 w-12 shrink-0 text-right text-xs tabular-nums text-stone-600">
        {(max === min ? [max] : [max, min]).map((value) => (
          <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: topPercent(value) }}>
            {formatValue(value)}
          </span>
        ))}
      </div>
      <div aria-hidden className="min-w-0 flex-1">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-44 w-full rounded-md bg-stone-50"
        >
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--color-brand-600)" stopOpacity="0.25" />
              <stop offset="100%" stopColor="var(--color-brand-600)" stopOpacity="0" />
            </linearGradient>
          </defs>
          {[max, min].map((value) => (
            <line
              key={value}
              x1="0"
              x2={WIDTH}
              y1={yAt(value)}
              y2={yAt(value)}
              stroke="var(--color-stone-200)"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path d={`${line} V${HEIGHT} H0 Z`} fill={`url(#${gradientId})`} />
          <path
            d={line}
            fill="none"
            stroke="var(--color-brand-700)"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="mt-1 flex justify-between gap-2 text-xs text-stone-600">
          <span>{formatTime(first.time)}</span>
          <span>
            {points.length} {points.length === 1 ? 'change' : 'changes'}
          </span>
          <span>Now</span>
        </div>
      </div>
    </div>
  );
}
