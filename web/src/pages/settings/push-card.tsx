import { BellRing, MessageCircle, Smartphone, Trophy, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { deviceIdOf, type Device } from '../../../../domain/push';
import type { User } from '../../../../domain/users';
import { useAddDevice, useDevices, useRemoveDevice } from '../../api/devices';
import { messageOf } from '../../api/http';
import { useUpdatePreferences } from '../../api/preferences';
import { calendarDate } from '../../components/dates';
import { toast } from '../../components/toasts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useInstallPrompt } from '../../install-prompt';
import {
  browserName,
  currentSubscription,
  isInstalled,
  pushSupport,
  subscribe,
  type PushSupport,
} from './this-browser';
import { lazyComponent } from '../../components/lazy-component';

/** Shown only once this browser gets notifications: a first visit to Settings does without its code. */
const LiveSwitches = lazyComponent(() => import('./live-switches'), 'LiveSwitches');
import { savedToasts } from './saved-toasts';
import { Toggle } from './toggle';

/**
 * docs/product.md, Settings (Push notifications): Pigskin on the Home Screen, notifications on this
 * device, the devices that get them, and which kinds they get.
 */
export function PushCard({ user }: { user: User }) {
  const support = pushSupport();
  const devices = useDevices();
  const add = useAddDevice();
  const remove = useRemoveDevice();
  const update = useUpdatePreferences();
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  // This browser counts as on only with a live subscription the server still lists (by its id, which
  // the browser computes from the subscription as the server does).
  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    void currentSubscription()
      .then((subscription) => (subscription ? deviceIdOf(subscription.endpoint) : null))
      .then((id) => {
        if (current) setThisDevice(id);
      });
    return () => {
      current = false;
    };
  }, [support]);
  const listed = devices.data?.devices ?? [];
  const hereListed = listed.find((device) => device.id === thisDevice);
  const onHere = hereListed !== undefined;
  const pending = asking || add.isPending || remove.isPending;

  async function turnOn() {
    if (!devices.data) return;
    setAsking(true);
    try {
      const subscription = await subscribe(devices.data.publicKey);
      const device = await add.mutateAsync({ subscription: subscription.toJSON(), name: browserName() });
      setThisDevice(device.id);
      toast.success('Notifications are on for this device');
    } catch (error) {
      toast.error('Could not turn on notifications', { description: messageOf(error, errorText(error)) });
    } finally {
      setAsking(false);
    }
  }

  async function turnOff() {
    if (!thisDevice) return;
    setAsking(true);
    try {
      await remove.mutateAsync(thisDevice);
      await (await currentSubscription())?.unsubscribe();
      setThisDevice(null);
      toast.success('Notifications are off for this device');
    } catch (error) {
      toast.error('Could not turn off notifications', { description: messageOf(error, 'Please try again.') });
    } finally {
      setAsking(false);
    }
  }

  const save = (changes: Partial<Pick<User, 'pushNotifications' | 'pushComments' | 'pushProposals'>>) =>
    update.mutate(changes, savedToasts);

  return (
    <Card>
      <CardHeader title="Push notifications" description="From Pigskin itself, on your phone or computer" />
      <CardBody className="space-y-5">
        <HomeScreenHint support={support} />
        <Toggle
          icon={<Smartphone className="h-4 w-4" aria-hidden />}
          label="Notifications on this device"
          hint={deviceHint(support, onHere)}
          checked={onHere}
          disabled={support !== 'supported' || !devices.data || pending}
          onChange={(checked) => void (checked ? turnOn() : turnOff())}
        />
        {hereListed && <LiveSwitches device={hereListed} />}
        {listed.length > 0 && (
          <>
            <Toggle
              icon={<BellRing className="h-4 w-4" aria-hidden />}
              label="Bet updates"
              hint="Challenges, accepted bets, proposed scores, settlements and kickoff reminders"
              checked={user.pushNotifications}
              disabled={update.isPending}
              onChange={(checked) => save({ pushNotifications: checked })}
            />
            <Toggle
              icon={<MessageCircle className="h-4 w-4" aria-hidden />}
              label="Comments on my bets"
              hint="When someone comments on a bet of yours"
              checked={user.pushComments}
              disabled={update.isPending}
              onChange={(checked) => save({ pushComments: checked })}
            />
            <Toggle
              icon={<Users className="h-4 w-4" aria-hidden />}
              label="Every new proposal"
              hint="As soon as anyone in the group proposes a bet"
              checked={user.pushProposals}
              disabled={update.isPending}
              onChange={(checked) => save({ pushProposals: checked })}
            />
          </>
        )}
        <DeviceList
          query={devices}
          thisDevice={onHere ? thisDevice : null}
          removing={remove.isPending ? remove.variables : undefined}
          onRemove={(device) =>
            device.id === thisDevice
              ? void turnOff()
              : remove.mutate(device.id, {
                  onSuccess: () => toast.success(`${device.name} will get no more notifications`),
                  onError: (error) =>
                    toast.error('Could not remove the device', {
                      description: messageOf(error, 'Please try again.'),
                    }),
                })
          }
        />
      </CardBody>
    </Card>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

function deviceHint(support: PushSupport, on: boolean): string {
  if (support === 'add-to-home-screen') return 'On iPhone and iPad, open Pigskin from your Home Screen first';
  if (support === 'unsupported') return "This browser can't show Pigskin's notifications";
  return on ? 'This browser gets your notifications' : 'Get notifications in this browser';
}

/** docs/product.md, Settings: how to put Pigskin on the Home Screen, unless it is there already. */
function HomeScreenHint({ support }: { support: PushSupport }) {
  const install = useInstallPrompt();
  if (isInstalled()) return null;
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-stone-700">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Trophy className="h-4 w-4 text-brand-700" aria-hidden />
        Add Pigskin to your home screen
      </p>
      {support === 'add-to-home-screen' ? (
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>In Safari, tap the Share button (the square with an arrow).</li>
          <li>Choose Add to Home Screen, then Add.</li>
          <li>Open Pigskin from your Home Screen and turn on notifications here.</li>
        </ol>
      ) : (
        <p className="mt-1">It opens like an app, full screen, and works with a weak signal.</p>
      )}
      {install && (
        <Button className="mt-3" variant="outline" onClick={() => void install()}>
          Add to Home Screen
        </Button>
      )}
    </div>
  );
}

function DeviceList({
  query,
  thisDevice,
  removing,
  onRemove,
}: {
  query: ReturnType<typeof useDevices>;
  thisDevice: string | null;
  removing: string | undefined;
  onRemove: (device: Device) => void;
}) {
  if (query.isPending) return <Skeleton className="h-14" />;
  if (query.isError)
    return (
      <p className="text-sm text-red-700">
        {messageOf(query.error, "Your devices couldn't be loaded.")}{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  const { devices } = query.data;
  if (devices.length === 0)
    return <p className="text-sm text-stone-500">No device gets push notifications yet.</p>;
  return (
    <div>
      <h3 className="text-sm font-medium text-stone-700">Your devices</h3>
      <ul className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
        {devices.map((device) => (
          <li key={device.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-800">
                <span className="truncate">{device.name}</span>
                {device.id === thisDevice && <Badge tone="brand">This device</Badge>}
              </p>
              <p className="text-xs text-stone-500">Added {calendarDate(device.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              disabled={removing === device.id}
              aria-label={`Remove ${device.name}`}
              onClick={() => onRemove(device)}
            >
              {removing === device.id ? 'Removing...' : 'Remove'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
