import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx: strings, conditionals, arrays). It does not merge them: the class lists
 * joined on one element never set the same thing (a component takes a variant, a size or a `round`
 * instead of classes that would override its own), which tests/unit/class-conflicts.test.ts holds
 * (docs/decisions.md, Class names are joined, not merged).
 */
export const cn = (...classes: ClassValue[]): string => clsx(classes);
