import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PRODUCT_NAME } from '../../../domain/constants';
import { messageOf } from '../api/http';
import { useRegister } from '../api/registration';
import { signIn } from '../api/session';
import { CenteredPage } from '../components/centered-page';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';

/** SPEC 2, Registration page: reached from the invitation email's link, without signing in. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const register = useRegister();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  useEffect(() => {
    if (token) return;
    toast.error('Invalid Link', { description: 'This registration link is invalid', id: 'invalid-link' });
    const timer = setTimeout(() => void navigate('/', { replace: true }), 100);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  if (register.isSuccess) {
    return (
      <CenteredPage>
        <h1 className="text-2xl font-bold">Welcome to {PRODUCT_NAME}!</h1>
        <p className="mt-3 text-lg">Hi {register.variables.firstName}, you're in.</p>
        <p className="mt-2 text-stone-600">
          You can now log in with your account for <strong>{register.data.email || 'your email'}</strong>. You
          start with 1,000 Pigskins.
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={signIn}>
          Log In to Start Betting
        </Button>
      </CenteredPage>
    );
  }

  const canSubmit = token !== '' && firstName.trim() !== '' && lastName.trim() !== '' && !register.isPending;
  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    register.mutate(
      { token, firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () =>
          toast.success('Registration Complete!', {
            description: 'Your invitation has been validated. You can now log in to start betting!',
          }),
        onError: (error) =>
          toast.error('Registration Failed', {
            description: messageOf(error, 'Invalid or expired invitation token'),
          }),
      },
    );
  }

  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">Complete your registration</h1>
      <p className="mt-1 text-stone-600">
        You've been invited to {PRODUCT_NAME}. Tell your friends who you are.
      </p>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={50}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={50}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
          {register.isPending ? 'Processing...' : 'Complete Registration'}
        </Button>
      </form>
    </CenteredPage>
  );
}
