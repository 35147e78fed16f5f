import { Flag, Goal, Timer } from 'lucide-react';
import type { Device, LiveSwitch } from '../../../../domain/push';
import { useSetLiveSwitches } from '../../api/devices';
import { savedToasts } from './saved-toasts';
import { Toggle } from './toggle';

const SWITCHES: { name: LiveSwitch; label: string; hint: string; icon: typeof Flag }[] = [
  { name: 'kickoff', label: 'Kickoff', hint: 'When a game you have a bet on starts', icon: Timer },
  { name: 'scores', label: 'Score changes', hint: 'Each score, at most one a minute per game', icon: Goal },
  { name: 'final', label: 'Final score', hint: 'When the game is over', icon: Flag },
];

/**
 * docs/product.md, Live scores and Settings: what this device is pushed while a game its user has an
 * active bet on is played. This device's own choice, kept on its device item.
 */
export function LiveSwitches({ device }: { device: Device }) {
  const set = useSetLiveSwitches();
  return (
    <section aria-labelledby="live-switches" className="space-y-4">
      <h3 id="live-switches" className="text-sm font-medium text-stone-700">
        Live scores on this device
      </h3>
      {SWITCHES.map(({ name, label, hint, icon: Icon }) => (
        <Toggle
          key={name}
          icon={<Icon className="h-4 w-4" aria-hidden />}
          label={label}
          hint={hint}
          // Shows the change while it is saved, then what the server answered.
          checked={(set.isPending ? set.variables.changes[name] : undefined) ?? device.live[name]}
          disabled={set.isPending}
          onChange={(checked) => set.mutate({ id: device.id, changes: { [name]: checked } }, savedToasts)}
        />
      ))}
    </section>
  );
}
