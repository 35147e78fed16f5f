import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Sides to pick from as cards, none preselected, and the error when none was: a proposal's pick
 * (docs/product.md, Proposal dialog) or a proposition's outcome (Propositions).
 */
export function PickField<Value extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  /** The first option's: where focus goes when the pick is missing. */
  id: string;
  legend: string;
  options: { value: Value; label: string; detail?: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** Shown once the form was sent without a pick. */
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">{legend}</legend>
      <div className={cn('grid gap-2', options.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option, index) => (
          <PickOption
            key={option.value}
            id={index === 0 ? id : undefined}
            name="pick"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            label={option.label}
            detail={option.detail}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PickOption({
  label,
  detail,
  ...input
}: {
  id?: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail?: ReactNode;
}) {
  return (
    // `relative`: the hidden input is positioned absolutely, so it stays inside its card. Otherwise it
    // sits wherever its nearest positioned ancestor puts it, which can be outside the scrolled sheet:
    // focusing it then scrolls to the wrong place, and a click on it misses.
    <label
      className={cn(
        'relative flex min-h-12 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        input.checked
          ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
          : 'border-stone-300 hover:bg-stone-50',
      )}
    >
      <input type="radio" className="sr-only" {...input} />
      <span className="font-semibold">{label}</span>
      {detail && <span className="truncate text-xs text-stone-500">{detail}</span>}
    </label>
  );
}
