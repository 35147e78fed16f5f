import { Bell, MessageSquare, Send } from 'lucide-react';
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import type { NotificationPreferences } from '../../../../domain/preferences';
import type { User } from '../../../../domain/users';
import { messageOf } from '../../api/http';
import { useTestPregameNotifications, useTestSms, useUpdatePreferences } from '../../api/preferences';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { inputClasses } from '../../components/ui/field';
import { Switch } from '../../components/ui/switch';

const PHONE = /^\+\d{6,15}$/;

/**
 * SPEC 2, Settings, Notifications: the SMS switch needs a phone number; bet-proposal alerts need a phone
 * and SMS on; the test buttons show only with both. Each change is saved at once.
 */
export function NotificationsCard({ user }: { user: User }) {
  const update = useUpdatePreferences();
  const testSms = useTestSms();
  const testPregame = useTestPregameNotifications();
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneId = useId();

  const save = (changes: Partial<NotificationPreferences>) =>
    update.mutate(changes, {
      onSuccess: () => toast.success('Preferences updated successfully'),
      onError: (error) =>
        toast.error('Could not update preferences', { description: messageOf(error, 'Please try again.') }),
    });

  const hasPhone = Boolean(user.phoneNumber);
  const smsOn = hasPhone && user.smsNotifications;

  function savePhone(event: SubmitEvent) {
    event.preventDefault();
    const value = phone.trim();
    if (value !== '' && !PHONE.test(value)) {
      setPhoneError('Enter a plus sign followed by digits, e.g. +15551234567');
      return;
    }
    setPhoneError(null);
    // Removing the phone turns SMS off with it: the server refuses SMS without a number.
    save(
      value === ''
        ? { phoneNumber: '', smsNotifications: false, betProposalSmsAlerts: false }
        : { phoneNumber: value },
    );
  }

  return (
    <Card>
      <CardHeader title="Notifications" description="How Pigskin tells you about your bets" />
      <CardBody className="space-y-5">
        <Toggle
          icon={<Bell className="h-4 w-4" aria-hidden />}
          label="Email notifications"
          hint="Accepted bets, proposed scores and settlements, by email"
          checked={user.emailNotifications}
          disabled={update.isPending}
          onChange={(checked) => save({ emailNotifications: checked })}
        />

        <form onSubmit={savePhone} className="space-y-1.5">
          <label htmlFor={phoneId} className="block text-sm font-medium text-stone-700">
            Phone number
          </label>
          <div className="flex gap-2">
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+15551234567"
              className={inputClasses}
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${phoneId}-hint`}
              onChange={(event) => setPhone(event.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              disabled={update.isPending || phone.trim() === (user.phoneNumber ?? '')}
            >
              Save
            </Button>
          </div>
          <p
            id={`${phoneId}-hint`}
            className={phoneError ? 'text-sm text-red-600' : 'text-xs text-stone-500'}
          >
            {phoneError ?? 'For text messages: a plus sign, the country code and the number'}
          </p>
        </form>

        <Toggle
          icon={<MessageSquare className="h-4 w-4" aria-hidden />}
          label="SMS notifications"
          hint={hasPhone ? 'The same news, by text message' : 'Add a phone number to turn this on'}
          checked={smsOn}
          disabled={!hasPhone || update.isPending}
          // Turning SMS off turns the proposal alerts off too: they need SMS.
          onChange={(checked) =>
            save(
              checked ? { smsNotifications: true } : { smsNotifications: false, betProposalSmsAlerts: false },
            )
          }
        />
        <Toggle
          icon={<Send className="h-4 w-4" aria-hidden />}
          label="Bet-proposal SMS alerts"
          hint={
            smsOn
              ? 'A text whenever someone proposes a new bet'
              : 'Needs a phone number and SMS notifications on'
          }
          checked={smsOn && user.betProposalSmsAlerts}
          disabled={!smsOn || update.isPending}
          onChange={(checked) => save({ betProposalSmsAlerts: checked })}
        />

        {smsOn && (
          <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <Button
              variant="outline"
              disabled={testSms.isPending}
              onClick={() =>
                testSms.mutate(undefined, {
                  onSuccess: ({ phone: to, provider }) =>
                    toast.success('Test SMS sent', { description: `Sent to ${to} through ${provider}` }),
                  onError: (error) =>
                    toast.error('SMS Test Failed', {
                      description: messageOf(error, 'The test message could not be sent'),
                    }),
                })
              }
            >
              {testSms.isPending ? 'Sending...' : 'Send Test SMS'}
            </Button>
            <Button
              variant="outline"
              disabled={testPregame.isPending}
              onClick={() =>
                testPregame.mutate(undefined, {
                  onSuccess: ({ message }) => toast.success('Pre-game test sent', { description: message }),
                  onError: (error) =>
                    toast.error('Pre-Game Test Failed', {
                      description: messageOf(error, 'The reminders could not be sent'),
                    }),
                })
              }
            >
              {testPregame.isPending ? 'Sending...' : 'Test Pre-Game Notifications'}
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

interface ToggleProps {
  icon: ReactNode;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function Toggle({ icon, label, hint, checked, disabled, onChange }: ToggleProps) {
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
