import { Send } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { phoneNumberInput, type User } from '../../../../domain/users';
import { useTestSms } from '../../api/admin';
import { messageOf } from '../../api/http';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { displayName } from './user-list';

/** Sends a test SMS to a number, the user's own by default. Mount it to open it. */
export function TestSmsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [error, setError] = useState<string>();
  const sms = useTestSms();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    // SPEC 5: a plus sign followed by digits.
    const parsed = phoneNumberInput.safeParse(phone);
    if (!parsed.success) {
      setError('Enter the number as a plus sign followed by digits, e.g. +15551234567');
      return;
    }
    sms.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.success) {
          toast.success('Test SMS Sent', { description: result.message });
          onClose();
        } else {
          toast.error('SMS Test Failed', { description: result.message });
        }
      },
      onError: (failure) =>
        toast.error('SMS Test Failed', { description: messageOf(failure, 'The test SMS could not be sent') }),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sms.isPending && onClose()}
      title="Test SMS"
      description={`Checks that text messages reach ${displayName(user)}`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+15551234567"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={user.phoneNumber ? 'Their number from Settings' : 'They have not saved a number yet'}
        />
        <DialogActions
          onCancel={onClose}
          pending={sms.isPending}
          submitLabel={
            <>
              <Send className="h-4 w-4" aria-hidden />
              Send Test SMS
            </>
          }
          pendingLabel="Sending..."
          submitDisabled={phone.trim() === '' || sms.isPending}
        />
      </form>
    </Dialog>
  );
}
