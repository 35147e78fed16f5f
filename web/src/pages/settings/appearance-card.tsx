import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { chooseTheme, useTheme, type Theme } from '../../components/theme';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';

const THEMES: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * docs/product.md, Settings: light, dark or as the system is set, for this device only (saved at once
 * in the browser, not on the server). Native radios, visually hidden in their labels as the proposal
 * dialog's picks are: arrow keys and a radio group's name for free, and no script added to a screen
 * near its first-visit budget (docs/decisions.md).
 */
export function AppearanceCard() {
  const theme = useTheme();
  const name = useId();
  return (
    <Card>
      <CardHeader title="Appearance" description="On this device" />
      <CardBody>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-700">Theme</legend>
          <div className="grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1">
            {THEMES.map(({ value, label, Icon }) => (
              <label
                key={value}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors sm:min-h-9',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  theme === value
                    ? 'bg-white text-stone-900 shadow-sm'
                    : 'text-stone-600 hover:text-stone-900',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={theme === value}
                  onChange={() => chooseTheme(value)}
                  className="sr-only"
                />
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </label>
            ))}
          </div>
          <p className="mt-2 text-sm text-stone-500">System follows this device's light or dark setting.</p>
        </fieldset>
      </CardBody>
    </Card>
  );
}
