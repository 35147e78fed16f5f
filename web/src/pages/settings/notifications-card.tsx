import { Bell, CircleCheck, MessageCircle, MessageSquare, Send } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from '../../components/toasts';
import type { ProposalEmails } from '../../../../domain/digest';
import type { NotificationPreferences } from '../../../../domain/preferences';
import type { User } from '../../../../domain/users';
import { ApiError, messageOf } from '../../api/http';
import {
  useConfirmPhone,
  useSendPhoneCode,
  useTestPregameNotifications,
  useTestSms,
  useUpdatePreferences,
} from '../../api/preferences';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { fieldBoxClasses, inputClasses, SelectField } from '../../components/ui/field';
import { savedToasts } from './saved-toasts';
import { Toggle } from './toggle';

const PROPOSAL_EMAIL_CHOICES: { value: ProposalEmails; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'instant', label: 'At once, one email each' },
  { value: 'digest', label: 'A daily digest at 9:00 AM' },
];

/** docs/product.md, New proposals by email: off, at once, or a morning digest on game days. */
function ProposalEmailsField({
  value,
  emailOff,
  disabled,
  onChange,
}: {
  value: ProposalEmails;
  emailOff: boolean;
  disabled: boolean;
  onChange: (value: ProposalEmails) => void;
}) {
  return (
    <SelectField
      label="New proposals by email"
      hint={
        emailOff
          ? 'Turn on email notifications to get these'
          : 'The digest comes at 9:00 in your time zone, on days with games, when something is open'
      }
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ProposalEmails)}
    >
      {PROPOSAL_EMAIL_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

const PHONE_NUMBER_HINT = 'Enter a phone number, e.g. (555) 123-4567, or +44 20 7946 0958 outside the US';

/**
 * docs/product.md, Settings (Notifications): the SMS switch needs a phone number, confirmed with the code
 * texted to it (docs/decisions.md, Phone numbers); bet-proposal alerts need SMS on; the test buttons show
 * only with both. Each change is saved at once; a new number gets its code at once.
 */
export function NotificationsCard({ user }: { user: User }) {
  const update = useUpdatePreferences();
  const sendCode = useSendPhoneCode();
  const testSms = useTestSms();
  const testPregame = useTestPregameNotifications();
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneId = useId();

  const save = (changes: Partial<NotificationPreferences>) => update.mutate(changes, savedToasts);

  const hasPhone = Boolean(user.phoneNumber);
  const smsOn = hasPhone && user.smsNotifications;
  const typed = phone.trim();

  const textCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: ({ message }) => toast.success('Code sent', { description: message }),
      onError: (error) =>
        toast.error('Could not send a code', { description: messageOf(error, 'Please try again.') }),
    });

  // The server reads the number as typed (docs/decisions.md, Phone numbers): the library that knows
  // every country's numbers stays out of the web app.
  function savePhone(event: SubmitEvent) {
    event.preventDefault();
    setPhoneError(null);
    // Removing the phone turns SMS off with it: the server refuses SMS without a number.
    update.mutate(
      typed === ''
        ? { phoneNumber: '', smsNotifications: false, betProposalSmsAlerts: false }
        : { phoneNumber: typed },
      {
        onSuccess: (saved) => {
          setPhone(saved.phoneNumber ?? '');
          if (saved.phoneNumber && !saved.phoneConfirmed) textCode();
          else toast.success('Preferences updated successfully');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.message.startsWith('phoneNumber')) {
            setPhoneError(PHONE_NUMBER_HINT);
          } else {
            toast.error('Could not update preferences', {
              description: messageOf(error, 'Please try again.'),
            });
          }
        },
      },
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
        <Toggle
          icon={<MessageCircle className="h-4 w-4" aria-hidden />}
          label="Comments on my bets"
          hint={
            user.emailNotifications
              ? 'An email when someone comments on a bet of yours'
              : 'Turn on email notifications to get these'
          }
          checked={user.emailNotifications && user.commentNotifications}
          disabled={update.isPending || !user.emailNotifications}
          onChange={(checked) => save({ commentNotifications: checked })}
        />
        <ProposalEmailsField
          value={user.emailNotifications ? user.proposalEmails : 'off'}
          emailOff={!user.emailNotifications}
          disabled={update.isPending || !user.emailNotifications}
          onChange={(proposalEmails) => save({ proposalEmails })}
        />

        <form onSubmit={savePhone} className="space-y-1.5">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={phoneId} className="block text-sm font-medium text-stone-700">
              Phone number
            </label>
            {hasPhone &&
              (user.phoneConfirmed ? (
                <Badge tone="green">
                  <CircleCheck className="h-3 w-3" aria-hidden />
                  Confirmed
                </Badge>
              ) : (
                <Badge tone="yellow">Not confirmed</Badge>
              ))}
          </div>
          <div className="flex gap-2">
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(555) 123-4567"
              className={inputClasses}
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${phoneId}-hint`}
              onChange={(event) => setPhone(event.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              disabled={update.isPending || typed === (user.phoneNumber ?? '')}
            >
              Save
            </Button>
          </div>
          <p
            id={`${phoneId}-hint`}
            className={phoneError ? 'text-sm text-red-600' : 'text-xs text-stone-500'}
          >
            {phoneError ?? 'For text messages. Outside the US, start with + and the country code.'}
          </p>
        </form>

        {hasPhone && !user.phoneConfirmed && (
          <ConfirmPhone
            phone={user.phoneNumber ?? ''}
            sending={sendCode.isPending}
            codeSent={sendCode.isSuccess}
            onSendCode={textCode}
          />
        )}

        <Toggle
          icon={<MessageSquare className="h-4 w-4" aria-hidden />}
          label="SMS notifications"
          hint={
            !hasPhone
              ? 'Add a phone number to turn this on'
              : user.phoneConfirmed
                ? 'The same news, by text message'
                : 'Confirm your number to turn this on'
          }
          checked={smsOn}
          // Off is always allowed; on needs a confirmed number.
          disabled={!hasPhone || (!smsOn && !user.phoneConfirmed) || update.isPending}
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

        {smsOn && user.phoneConfirmed && (
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

/** The code texted to a new number, entered here to confirm it. */
function ConfirmPhone({
  phone,
  sending,
  codeSent,
  onSendCode,
}: {
  phone: string;
  sending: boolean;
  codeSent: boolean;
  onSendCode: () => void;
}) {
  const confirm = useConfirmPhone();
  const [code, setCode] = useState('');
  const codeId = useId();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () =>
        toast.success('Phone number confirmed', { description: `Text messages can reach ${phone}` }),
      onError: (error) =>
        toast.error('Could not confirm', { description: messageOf(error, 'Please try again.') }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg bg-amber-50 p-3">
      <p className="text-sm text-stone-700">
        {codeSent
          ? `Enter the 6-digit code we texted to ${phone}.`
          : `Confirm ${phone} with a code we text to it.`}{' '}
        Until then, no text messages go to it.
      </p>
      <label htmlFor={codeId} className="block text-sm font-medium text-stone-700">
        Confirmation code
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          placeholder="123456"
          className={`${fieldBoxClasses} h-11 w-32 sm:h-10`}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button variant="ghost" disabled={sending} onClick={onSendCode}>
          {sending ? 'Sending...' : codeSent ? 'Send a new code' : 'Text me a code'}
        </Button>
      </div>
    </form>
  );
}
