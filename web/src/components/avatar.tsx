import { initials } from '../../../domain/users';
import { cn } from './ui/cn';

export function Avatar({
  firstName,
  lastName,
  className,
}: {
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white',
        className,
      )}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
