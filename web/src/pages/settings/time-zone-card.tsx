import { Globe } from 'lucide-react';
import { useId } from 'react';
import type { User } from '../../../../domain/users';
import { useUpdatePreferences } from '../../api/preferences';
import { browserTimeZone } from '../../api/registration';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { inputClasses } from '../../components/ui/field';
import { savedToasts } from './saved-toasts';

/** Every zone this browser knows, the user's own included (a runtime may spell a rare one differently). */
function zoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(current);
  return [...zones].sort();
}

/**
 * The zone emails and texts give kickoffs and dates in (docs/decisions.md): set from the browser at
 * registration, changed here; saved as soon as it is chosen. Screens always use this device's zone.
 */
export function TimeZoneCard({ user }: { user: User }) {
  const update = useUpdatePreferences();
  const selectId = useId();
  const device = browserTimeZone();

  const save = (timeZone: string) => update.mutate({ timeZone }, savedToasts);

  return (
    <Card>
      <CardHeader title="Time Zone" description="For the times in your emails and texts" />
      <CardBody className="space-y-3">
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <Globe className="h-4 w-4" aria-hidden />
          Time zone for emails and texts
        </label>
        <select
          id={selectId}
          className={inputClasses}
          value={user.timeZone}
          disabled={update.isPending}
          onChange={(event) => save(event.target.value)}
        >
          {zoneChoices(user.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {device !== user.timeZone && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
            <span className="text-stone-700">
              This device is in <strong>{device.replaceAll('_', ' ')}</strong>.
            </span>
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => save(device)}>
              Use this time zone
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
