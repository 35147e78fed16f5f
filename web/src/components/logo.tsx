import { PRODUCT_NAME } from '../../../domain/constants';
import { cn } from './ui/cn';

export function Football({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <ellipse cx="16" cy="16" rx="14" ry="9" transform="rotate(-35 16 16)" fill="currentColor" />
      <path d="M10 22 22 10" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M13.5 15.5l3 3M15.5 13.5l3 3M17.5 11.5l3 3M11.5 17.5l3 3"
        stroke="#fff"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <Football className="h-7 w-7 text-leather" />
      {PRODUCT_NAME}
    </span>
  );
}
