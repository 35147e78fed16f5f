import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
  brand: 'bg-brand-700 text-white ring-brand-700',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
