import { useId } from 'react';
import { cn } from './ui/cn';

/** A season (the year its regular season starts), from those that have games and the one under way. */
export function SeasonSelect({
  season,
  seasons,
  onChange,
  className,
  labelClassName,
}: {
  season: number;
  seasons: readonly number[];
  onChange: (season: number) => void;
  className?: string;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-stone-600', labelClassName)}>
        Season
      </label>
      <select
        id={id}
        value={season}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 rounded-lg sm:h-10 border border-stone-300 bg-white px-2 text-sm font-semibold tabular-nums text-stone-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {seasons.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
