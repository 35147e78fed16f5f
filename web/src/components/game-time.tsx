import { cn } from './ui/cn';

// Kickoffs in the viewer's own time zone, named (docs/decisions.md: times are the reader's).
const KICKOFF = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Sun, Nov 23, 1:00 PM EST" in New York, or undefined when the game has no usable date. */
export function formatKickoff(iso: string | null | undefined): string | undefined {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? undefined : KICKOFF.format(time);
}

/** The kickoff as a <time>, or 'Date TBD' (docs/product.md, Games). */
export function Kickoff({ iso, className }: { iso: string | null | undefined; className?: string }) {
  const text = formatKickoff(iso);
  if (!text || !iso) return <span className={className}>Date TBD</span>;
  return (
    <time dateTime={iso} className={cn('tabular-nums', className)}>
      {text}
    </time>
  );
}
