import { Dialog as RadixDialog, AlertDialog as RadixAlertDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

const overlay =
  'fixed inset-0 z-40 bg-stone-950/40 data-[state=open]:animate-in data-[state=open]:fade-in-0 motion-reduce:animate-none';
/**
 * A sheet from the bottom edge on phones, where thumbs are; a centred dialog from sm up. Dark mode
 * gives it an edge: its shadow does not show on a dark page.
 */
const panel =
  'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-6 ' +
  'pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl focus:outline-none dark:ring-1 dark:ring-stone-200 ' +
  'data-[state=open]:animate-in data-[state=open]:slide-in-from-bottom motion-reduce:animate-none ' +
  'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] ' +
  'sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:pb-6 sm:data-[state=open]:slide-in-from-bottom-0 ' +
  'sm:data-[state=open]:zoom-in-95';

/** The step back a closing dialog took to remove its history entry: the next dialog waits for it. */
let entryRemoved: Promise<void> = Promise.resolve();

function removeEntry() {
  entryRemoved = new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  });
}

/**
 * Back closes an open dialog instead of leaving the page: opening adds a history entry (same URL),
 * Back pops it and closes the dialog; closing it otherwise takes that entry off again. A dialog
 * opened right after another closed adds its entry only once the other's is gone (going back is
 * asynchronous, and would otherwise take the new entry off and close the new dialog).
 */
function useCloseOnBack(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const marker = Math.random().toString(36).slice(2);
    const dialogsIn = (state: unknown) => (state as { dialogs?: string[] } | null)?.dialogs ?? [];
    let active = true;
    let pushed = false;
    let popped = false;
    const onPop = () => {
      if (dialogsIn(window.history.state).includes(marker)) return;
      popped = true;
      close.current();
    };
    void entryRemoved.then(() => {
      if (!active) return;
      const state = (window.history.state ?? {}) as object;
      window.history.pushState({ ...state, dialogs: [...dialogsIn(state), marker] }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    });
    return () => {
      active = false;
      window.removeEventListener('popstate', onPop);
      if (pushed && !popped && dialogsIn(window.history.state).at(-1) === marker) removeEntry();
    };
  }, [open]);
}

/**
 * A tap that lands on a dialog's confirm button within moments of the dialog opening was aimed at
 * what was there before (the second tap of a double tap), not a decision: the button waits.
 */
const CONFIRM_AFTER_MS = 600;

function useArmedAfterOpening(open: boolean): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setArmed(true), CONFIRM_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setArmed(false);
    };
  }, [open]);
  return armed;
}

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

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A modal with a title, focus kept inside, Escape to close, and focus returned where it came from. */
export function DialogPanel({ open, onOpenChange, title, description, children }: DialogProps) {
  const returnFocus = useReturnFocus();
  const armed = useArmedAfterOpening(open);
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={panel}
          {...returnFocus}
          // The second tap of the double tap that opened it is not a wish to close it.
          onPointerDownOutside={(event) => {
            if (!armed) event.preventDefault();
          }}
        >
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

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  /** Shown between the description and the buttons: what exactly is being confirmed. */
  children?: ReactNode;
}

/**
 * Asks before something that cannot be undone. Stays open while the action runs. The confirm button
 * waits a moment after opening, and a stray tap outside meanwhile does not close it.
 */
export function ConfirmPanel(props: ConfirmDialogProps) {
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
    children,
  } = props;
  const returnFocus = useReturnFocus();
  const armed = useArmedAfterOpening(open);
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlay} />
        <RadixAlertDialog.Content className={panel} {...returnFocus}>
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-stone-600">
            {description}
          </RadixAlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              disabled={pending || !armed}
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
