import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FIRST_WEEK, LAST_WEEK, WEEKS, clampWeek, weekLabel, weekShortLabel } from '../../../domain/weeks';
import { SeasonSelect } from './season-select';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { cn } from './ui/cn';

/**
 * docs/product.md, Games: previous and next arrows, the week's label, and a quick button per week, clamped to
 * -3..22; with `season`, the season's selector beside them.
 */
export function WeekSelector({
  week,
  onChange,
  season,
}: {
  week: number;
  onChange: (week: number) => void;
  season?: { season: number; seasons: readonly number[]; onChange: (season: number) => void };
}) {
  const strip = useRef<HTMLDivElement>(null);

  // On phones the quick buttons scroll sideways (two rows of 13 from sm up): centre the chosen one,
  // without scrolling the page itself (scrollIntoView would).
  useEffect(() => {
    const container = strip.current;
    const button = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !button) return;
    container.scrollTo({ left: button.offsetLeft - (container.clientWidth - button.offsetWidth) / 2 });
  }, [week]);

  const go = (next: number) => onChange(clampWeek(next));

  return (
    <Card className="p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {season && <SeasonSelect {...season} />}
        <div className="flex min-w-48 flex-1 items-center justify-between gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous week"
            disabled={week <= FIRST_WEEK}
            onClick={() => go(week - 1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <h2 className="text-center text-lg font-bold sm:text-xl" aria-live="polite">
            {weekLabel(week)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next week"
            disabled={week >= LAST_WEEK}
            onClick={() => go(week + 1)}
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
        </div>
      </div>
      <div
        ref={strip}
        role="group"
        aria-label="Jump to week"
        className="relative -mx-3 mt-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid sm:grid-cols-13 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {WEEKS.map((option) => (
          <button
            key={option}
            type="button"
            title={weekLabel(option)}
            aria-pressed={option === week}
            onClick={() => go(option)}
            className={cn(
              'h-10 min-w-10 shrink-0 rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors',
              option === week
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
            )}
          >
            {weekShortLabel(option)}
          </button>
        ))}
      </div>
    </Card>
  );
}
