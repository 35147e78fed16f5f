import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FIRST_WEEK, LAST_WEEK, WEEKS, clampWeek, weekLabel, weekShortLabel } from '../../../domain/weeks';
import { SeasonSelect } from './season-select';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { cn } from './ui/cn';

/**
 * docs/product.md, Games: previous and next arrows, the week's label, and 'All weeks', which opens a
 * quick button per week, clamped to -3..22; with `season`, the season's selector beside them. The
 * quick buttons stay closed until asked for: open, they were 26 Tab stops before the first game.
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
  const stripId = useId();
  const [open, setOpen] = useState(false);

  // On phones the quick buttons scroll sideways (two rows of 13 from sm up): centre the chosen one,
  // without scrolling the page itself (scrollIntoView would). Only once open: measuring the hidden
  // strip made the browser lay out the whole screen inside the render that draws it.
  useEffect(() => {
    const container = strip.current;
    const button = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!open || !container || !button) return;
    container.scrollTo({ left: button.offsetLeft - (container.clientWidth - button.offsetWidth) / 2 });
  }, [week, open]);

  const go = (next: number) => onChange(clampWeek(next));

  return (
    <Card className="p-3 sm:p-4">
      {/* One line, even at 320 px: on phones the season's label and 'All weeks' are read out, not shown. */}
      <div className="flex items-center gap-2 sm:gap-4">
        {season && <SeasonSelect {...season} labelClassName="sr-only sm:not-sr-only" />}
        <div className="flex min-w-0 flex-1 items-center justify-between gap-1 sm:gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous week"
            disabled={week <= FIRST_WEEK}
            onClick={() => go(week - 1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <div className="flex min-w-0 items-center justify-center gap-1">
            <h2
              className="min-w-0 text-center text-base leading-tight font-bold sm:text-xl"
              aria-live="polite"
            >
              {weekLabel(week)}
            </h2>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={stripId}
              onClick={() => setOpen((was) => !was)}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900 sm:min-h-8 sm:px-2"
            >
              <span className="sr-only sm:not-sr-only">All weeks</span>
              <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
            </button>
          </div>
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
        id={stripId}
        role="group"
        aria-label="Jump to week"
        hidden={!open}
        className="relative -mx-3 mt-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid sm:grid-cols-13 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {WEEKS.map((option) => (
          <button
            key={option}
            type="button"
            title={weekLabel(option)}
            aria-pressed={option === week}
            onClick={() => {
              go(option);
              setOpen(false);
            }}
            className={cn(
              'h-11 min-w-11 shrink-0 rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors sm:h-10 sm:min-w-10',
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
