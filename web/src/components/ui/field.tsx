import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

/** A text box's look, without its size: each control below adds its own. */
export const fieldBoxClasses =
  'rounded-lg border border-stone-300 bg-white px-3 text-sm shadow-xs placeholder:text-stone-400 ' +
  'focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 disabled:bg-stone-100 aria-invalid:border-red-500';
// 44 px tall on phones, a thumb's target; 40 px from sm (docs/decisions.md, Phones first).
export const inputClasses = `${fieldBoxClasses} h-11 w-full sm:h-10`;

interface Described {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A label above its control, and the control's error (or else hint) below it, read out with it. */
function Labelled({
  label,
  hint,
  error,
  id,
  className,
  control,
}: Described & {
  id: string | undefined;
  className?: string;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {control({
        id: controlId,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <p id={`${controlId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${controlId}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled input with its hint or error read out with it. */
export function Field({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled
      {...{ label, hint, error, id, className }}
      control={(described) => <input className={inputClasses} {...described} {...props} />}
    />
  );
}

/** A labelled select, 44 px tall at every width (a native picker opens from it), with its hint. */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Labelled
      {...{ label, hint, error, id, className }}
      control={(described) => (
        <select className={`${fieldBoxClasses} h-11 w-full`} {...described} {...props} />
      )}
    />
  );
}
