import { cn } from './cn';

const ROUND = { md: 'rounded-md', xl: 'rounded-xl', full: 'rounded-full' } as const;

/** A grey block standing in for content still loading; `className` gives its size, `round` its corners. */
export function Skeleton({ className, round = 'md' }: { className?: string; round?: keyof typeof ROUND }) {
  return (
    <div aria-hidden className={cn('motion-safe:animate-pulse bg-stone-200', ROUND[round], className)} />
  );
}
