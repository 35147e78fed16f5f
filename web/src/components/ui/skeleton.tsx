import { cn } from './cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('motion-safe:animate-pulse rounded-md bg-stone-200', className)} />;
}
