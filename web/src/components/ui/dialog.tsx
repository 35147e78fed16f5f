import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from './button';
import type { ConfirmDialogProps, DialogProps } from './dialog-panels';

// Radix's dialog code (11 KB) loads when a screen first opens a dialog, not with the screen: most
// visits open none (docs/decisions.md, first-visit budgets). The panels are in ./dialog-panels.
const loadPanels = () => import('./dialog-panels');
const DialogPanel = lazy(async () => ({ default: (await loadPanels()).DialogPanel }));
const ConfirmPanel = lazy(async () => ({ default: (await loadPanels()).ConfirmPanel }));

/**
 * Starts loading the dialogs' code early, e.g. as a finger touches the button that opens one. A
 * failure here is left to the dialog that needs the code, which says so (components/load-failure.tsx).
 */
export const preloadDialogs = () => void loadPanels().catch(() => undefined);

/** Whether a dialog has ever been open: until then there is nothing to load or show. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from props during render, as React recommends over an effect.
  if (open && !opened) setOpened(true);
  return opened;
}

/** A modal with a title, focus kept inside, Escape or Back to close, and focus returned where it came from. */
export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}

/** Asks before something that cannot be undone; stays open while the action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPanel {...props} />
    </Suspense>
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

interface DialogFormProps extends Omit<DialogActionsProps, 'onCancel'> {
  onClose: () => void;
  /** The form was submitted; never called while its request runs. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog's form and its buttons; a second submit while its request runs is ignored. */
export function DialogForm({ onClose, onSubmit, children, ...actions }: DialogFormProps) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!actions.pending) onSubmit();
      }}
    >
      {children}
      <DialogActions onCancel={onClose} {...actions} />
    </form>
  );
}

interface FormDialogProps extends DialogFormProps {
  title: ReactNode;
  description?: ReactNode;
}

/**
 * A dialog that is one form, mounted per opening: Cancel, Escape or Back close it, but not while its
 * request runs (closing then would hide the outcome).
 */
export function FormDialog({ title, description, ...form }: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !form.pending && form.onClose()}
      title={title}
      description={description}
    >
      <DialogForm {...form} />
    </Dialog>
  );
}
