import type { ReactNode } from 'react';
import { cn } from './cn';

export interface HeaderProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** A screen's title is its h1; a card's is an h2 under it. */
const LEVELS = {
  page: {
    Heading: 'h1',
    box: 'mb-6 items-end',
    title: 'text-2xl font-bold tracking-tight sm:text-3xl',
    description: 'mt-1 text-stone-600',
  },
  card: {
    Heading: 'h2',
    box: 'items-start border-b border-stone-100 px-5 py-4',
    title: 'text-lg font-semibold',
    description: 'mt-0.5 text-sm text-stone-500',
  },
} as const;

/** A title with an optional line below it, and an optional action on the right (wrapping under on phones). */
export function Header({ level, title, description, action }: HeaderProps & { level: keyof typeof LEVELS }) {
  const { Heading, ...styles } = LEVELS[level];
  return (
    <div className={cn('flex flex-wrap justify-between gap-3', styles.box)}>
      <div>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action}
    </div>
  );
}
