import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export const inputClasses =
  'h-11 w-full rounded-lg border sm:h-10 border-stone-300 bg-white px-3 text-sm shadow-xs placeholder:text-stone-400 ' +
  'focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 disabled:bg-stone-100 aria-invalid:border-red-500';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled input with its hint or error read out with it. */
export function Field({ label, hint, error, className, id, ...props }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={inputId}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
