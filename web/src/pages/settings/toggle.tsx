import { useId, type ReactNode } from 'react';
import { Switch } from '../../components/ui/switch';

interface ToggleProps {
  icon: ReactNode;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch with its hint, saved as it changes (the Settings cards). */
export function Toggle({ icon, label, hint, checked, disabled, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-stone-800">
          {icon}
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-500">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
