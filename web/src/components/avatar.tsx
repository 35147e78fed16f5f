import { initials } from '../../../domain/users';
import { cn } from './ui/cn';

const SIZES = { md: 'h-9 w-9 text-sm', lg: 'h-14 w-14 text-lg' } as const;

/**
 * A person's initials in a circle. Decorative by default (the name is said beside it); a link made
 * only of the avatar shows it to assistive technology too, so its name starts with what is seen.
 */
export function Avatar({
  firstName,
  lastName,
  size = 'md',
  decorative = true,
}: {
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof SIZES;
  decorative?: boolean;
}) {
  return (
    <span
      aria-hidden={decorative || undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white',
        SIZES[size],
      )}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
