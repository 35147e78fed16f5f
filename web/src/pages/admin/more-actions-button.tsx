import { Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';

/** The "More" button of a user row: the menu's trigger, and its stand-in until the menu has loaded. */
export function MoreActionsButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" aria-label={`More actions for ${name}`} {...props}>
      <Ellipsis className="h-4 w-4" aria-hidden />
      <span className="sm:hidden">More</span>
    </Button>
  );
}
