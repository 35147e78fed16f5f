import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-stone-100 text-stone-900 hover:bg-stone-200',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
  /** A quiet action that stands out from its neighbours: a download beside other actions. */
  'ghost-brand': 'text-brand-700 hover:bg-stone-100 hover:text-brand-900',
  /** A quiet action that undoes something: Void, Revoke. */
  'ghost-danger': 'text-red-700 hover:bg-red-50',
  destructive: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
} as const;

// On phones every size is at least 44 px, a thumb's target (docs/product.md, Phones first); from sm
// (640 px, a pointer more likely) the smaller sizes keep a denser layout.
const SIZES = {
  sm: 'h-11 min-w-11 px-3 text-sm sm:h-8 sm:min-w-0',
  md: 'h-11 min-w-11 px-4 text-sm sm:h-10 sm:min-w-0',
  lg: 'h-11 px-6 text-base',
  icon: 'h-11 w-11 sm:h-10 sm:w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export const buttonClasses = (variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
  );

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
