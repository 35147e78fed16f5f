import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../components/toasts';
import type { User } from '../../../../domain/users';
import { useTestSms } from '../../api/admin';
import { ApiError, messageOf } from '../../api/http';
import { FormDialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { displayName } from './user-list';

/** Sends a test SMS to a number, the user's own by default. Mount it to open it. */
export function TestSmsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [error, setError] = useState<string>();
  const sms = useTestSms();

  function submit() {
    // The server reads the number as typed, and says when it cannot.
    sms.mutate(phone.trim(), {
      onSuccess: (result) => {
        if (result.success) {
          toast.success('Test SMS Sent', { description: result.message });
          onClose();
        } else {
          toast.error('SMS Test Failed', { description: result.message });
        }
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400) {
          setError(
            failure.message.startsWith('phoneNumber')
              ? 'Enter a phone number, e.g. (555) 123-4567, or +44 20 7946 0958 outside the US'
              : failure.message,
          );
        } else {
          toast.error('SMS Test Failed', {
            description: messageOf(failure, 'The test SMS could not be sent'),
          });
        }
      },
    });
  }

  return (
    <FormDialog
      title="Test SMS"
      description={`Checks that text messages reach ${displayName(user)}`}
      onClose={onClose}
      onSubmit={submit}
      pending={sms.isPending}
      submitLabel={
        <>
          <Send className="h-4 w-4" aria-hidden />
          Send Test SMS
        </>
      }
      pendingLabel="Sending..."
      submitDisabled={phone.trim() === '' || sms.isPending}
    >
      <Field
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(555) 123-4567"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={
          !user.phoneNumber
            ? 'They have not saved a number yet'
            : user.phoneConfirmed
              ? 'Their number from Settings, confirmed'
              : 'Their number from Settings, not confirmed yet: texts go only to confirmed numbers'
        }
      />
    </FormDialog>
  );
}
