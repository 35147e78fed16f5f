import { Dialog as RadixDialog, AlertDialog as RadixAlertDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';

const overlay = 'fixed inset-0 z-40 bg-stone-950/40 data-[state=open]:animate-in';
const panel =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none';

/**
 * Radix returns focus to a Dialog.Trigger; our dialogs are opened from state, so they remember the
 * element that had focus when they opened and return there. When that element is gone (the action
 * replaced the button), focus goes to its nearest `data-focus-fallback` ancestor, if still shown.
 */
function useReturnFocus() {
  const opener = useRef<{ element: HTMLElement; fallback: HTMLElement | null } | null>(null);
  return {
    onOpenAutoFocus: () => {
      const element = document.activeElement;
      opener.current =
        element instanceof HTMLElement
          ? { element, fallback: element.closest<HTMLElement>('[data-focus-fallback]') }
          : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target) return;
      event.preventDefault();
      (target.element.isConnected ? target.element : target.fallback)?.focus();
    },
  };
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A modal with a title, focus kept inside, Escape to close, and focus returned where it came from. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={panel} {...returnFocus}>
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-stone-500">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute right-3 top-3" aria-label="Close">
              <X className="h-4 w-4" />
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone. Stays open while the action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    pendingLabel,
    pending,
    destructive,
    onConfirm,
  } = props;
  const returnFocus = useReturnFocus();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlay} />
        <RadixAlertDialog.Content className={panel} {...returnFocus}>
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-stone-600">
            {description}
          </RadixAlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  /** Shown instead of the label while the request runs ('Creating...'). */
  pendingLabel: string;
  /** Defaults to disabled while pending. */
  submitDisabled?: boolean;
  /** The action cannot be undone: the submit button says so in red. */
  destructive?: boolean;
}

/** A form dialog's buttons: Cancel, and the submit action; stacked on phones with the action on top. */
export function DialogActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = pending,
  destructive,
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={submitDisabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
