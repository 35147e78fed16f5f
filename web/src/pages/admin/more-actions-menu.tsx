import { DropdownMenu } from 'radix-ui';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { MoreActionsButton } from './more-actions-button';

const MENU_ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium outline-none select-none';

/** A user row's rarer actions. Radix's menu is 20 KB: the Users screen loads it once shown. */
export function MoreActionsMenu({
  name,
  deletable,
  onTestSms,
  onDelete,
}: {
  name: string;
  deletable: boolean;
  onTestSms: () => void;
  onDelete: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <MoreActionsButton name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className={cn(MENU_ITEM, 'text-stone-800 data-[highlighted]:bg-stone-100')}
            onSelect={onTestSms}
          >
            <MessageSquareText className="h-4 w-4" aria-hidden />
            Test SMS
          </DropdownMenu.Item>
          {deletable && (
            <DropdownMenu.Item
              className={cn(MENU_ITEM, 'text-red-700 data-[highlighted]:bg-red-50')}
              onSelect={onDelete}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete User
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
