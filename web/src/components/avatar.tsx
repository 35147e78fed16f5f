import { initials } from '../../../domain/users';
import { cn } from './ui/cn';

/**
 * A person's initials in a circle. Decorative by default (the name is said beside it); a link made
 * only of the avatar shows it to assistive technology too, so its name starts with what is seen.
 */
export function Avatar({
  firstName,
  lastName,
  className,
  decorative = true,
}: {
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <span
      aria-hidden={decorative || undefined}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white',
        className,
      )}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
