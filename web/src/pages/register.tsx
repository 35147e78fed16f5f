import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../components/toasts';
import { PRODUCT_NAME } from '../../../domain/constants';
import { ApiError, messageOf } from '../api/http';
import { browserTimeZone, useInvitationCheck, useRegister } from '../api/registration';
import { signIn } from '../api/session';
import { CenteredPage } from '../components/centered-page';
import { FullPageSpinner } from '../components/guards';
import { LoadError } from '../components/load-error';
import { Button, buttonClasses } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Link } from 'react-router-dom';

/**
 * docs/product.md, Registration: reached from the invitation email's link, without signing in. The link
 * is checked first, so a used or expired one says so instead of showing a form that can only fail.
 */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const register = useRegister();
  const invitation = useInvitationCheck(token);
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
        <p className="mt-3 text-lg">Hi {register.variables.firstName}, your account is ready.</p>
        <p className="mt-2 text-stone-600">
          One more step: sign in with <strong>{register.data.email || 'your email'}</strong> to start betting
          with your 1,000 Pigskins.
        </p>
        {/* The provider's form opens filled with this email; with no page to return to, sign-in lands
            on Games (docs/product.md, Registration). */}
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => signIn({ loginHint: register.data.email || undefined })}
        >
          Sign In to Start Betting
        </Button>
      </CenteredPage>
    );
  }

  if (token !== '' && invitation.isPending) return <FullPageSpinner />;
  if (invitation.isError) {
    const refused = invitation.error instanceof ApiError && invitation.error.status === 400;
    return (
      <CenteredPage>
        <h1 className="text-2xl font-bold">
          {refused ? 'This link cannot be used' : 'Complete your registration'}
        </h1>
        {refused ? (
          <>
            <p className="mt-3 text-stone-700">{invitation.error.message}</p>
            <div className="mt-6 flex flex-col gap-2">
              <Button size="lg" className="w-full" onClick={() => signIn()}>
                Sign In
              </Button>
              <Link to="/" className={buttonClasses('outline', 'lg')}>
                Go to {PRODUCT_NAME}
              </Link>
            </div>
          </>
        ) : (
          <LoadError what="your invitation" query={invitation} />
        )}
      </CenteredPage>
    );
  }

  const canSubmit = token !== '' && firstName.trim() !== '' && lastName.trim() !== '' && !register.isPending;
  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    register.mutate(
      { token, firstName: firstName.trim(), lastName: lastName.trim(), timeZone: browserTimeZone() },
      {
        onSuccess: () =>
          toast.success('Registration Complete!', {
            description: 'Your account is ready. Sign in to start betting.',
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
        You've been invited to {PRODUCT_NAME}
        {invitation.data && (
          <>
            {' '}
            as <strong className="break-all">{invitation.data.email}</strong>
          </>
        )}
        . Tell your friends who you are.
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
