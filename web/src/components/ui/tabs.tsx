import {
  createContext,
  useContext,
  useId,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from './cn';

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them (automatic activation): one tab stop, the
 * arrow keys, Home and End move between tabs and show their panel, each tab names its panel. Ours
 * rather than Radix's: Radix's costs 10 KB on the three screens that have tabs, which must stay
 * within their first-visit budget (docs/decisions.md, first-visit budgets), for a pattern this small.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

export function Tabs({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const idOf = (part: 'tab' | 'panel', tab: string) => `${base}-${part}-${tab}`;
  return <TabsContext value={{ value, select: onValueChange, idOf }}>{children}</TabsContext>;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { select } = useTabs();

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = MOVES[event.key];
    if (!step) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    if (next.dataset.value) select(next.dataset.value);
  }

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={move}
      className={cn('inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-stone-200/70 p-1', className)}
      {...props}
    >
      {children}
    </div>
  );
}

/** A tab and its panel share a value. */
interface TabProps {
  value: string;
  className?: string;
  children: ReactNode;
}

/** A tab; `className` is its width and side padding (px-4 when absent). */
export function TabsTrigger({ value, className = 'px-4', children }: TabProps) {
  const { value: current, select, idOf } = useTabs();
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={selected}
      aria-controls={idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => select(value)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-stone-600 transition-colors sm:min-h-10',
        'hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The selected tab's panel; the others are not rendered (so their reads do not run either). */
export function TabsContent({ value, className, children }: TabProps) {
  const { value: current, idOf } = useTabs();
  if (value !== current) return null;
  return (
    <div
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={idOf('tab', value)}
      tabIndex={0}
      className={cn('mt-6 rounded-xl', className)}
    >
      {children}
    </div>
  );
}
