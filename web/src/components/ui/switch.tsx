import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Radix switch: a button with role="switch", toggled by click, Space or Enter. Label it with <label
 * htmlFor>. The button is a 44 px target around the 24 px track a person sees (docs/product.md,
 * Phones first).
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="inline-flex h-6 w-11 items-center rounded-full bg-stone-300 transition-colors group-data-[state=checked]:bg-brand-700">
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </span>
    </RadixSwitch.Root>
  );
}
