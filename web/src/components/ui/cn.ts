import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx: strings, conditionals, arrays) and lets a later Tailwind class win over an
 * earlier one it conflicts with (tailwind-merge): `cn('px-5 py-4', 'p-0')` is `p-0`.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
