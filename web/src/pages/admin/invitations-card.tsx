import { Copy, Mail, RotateCw, Send, Trash2 } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { toast } from '../../components/toasts';
import { looksLikeEmail, normalizeEmail } from '../../../../domain/email';
import { DEFAULT_TIME_ZONE } from '../../../../domain/users';
import {
  invitationDay,
  invitationDisplayStatus,
  invitationExpiry,
  isInvitationDeletable,
  type Invitation,
  type InvitationDisplayStatus,
  type SentInvitation,
} from '../../../../domain/invitations';
import { messageOf } from '../../api/http';
import { useCurrentUser } from '../../api/session';
import { useDeleteInvitation, useInvitations, useSendInvitation } from '../../api/invitations';
import { EmptyState } from '../../components/empty-state';
import { CopyConfirmingButton, useCopied } from '../../components/share-link';
import { LoadMore } from '../../components/load-more';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';

const STATUS_TONES: Record<InvitationDisplayStatus, BadgeTone> = {
  Active: 'green',
  Incomplete: 'orange',
  Registered: 'blue',
  Expired: 'red',
};

/** What the admin is told once an invitation went out (docs/product.md, User Management). */
const sentDescription = (sent: SentInvitation) =>
  `A registration link was emailed to ${sent.email}.${sent.replacedLink ? ' The link sent before no longer works.' : ''}`;

/**
 * The invitation just sent, with its link to copy for sending by text: shown until the next one.
 * Where the clipboard is refused, the link is there to select by hand.
 */
function InvitationSent({ sent }: { sent: SentInvitation }) {
  const [copied, markCopied] = useCopied();
  async function copy() {
    try {
      await navigator.clipboard.writeText(sent.registrationLink);
      markCopied();
    } catch {
      toast.error('Could not copy', { description: 'Select the link and copy it instead' });
    }
  }
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-100">
      <p role="status">{sentDescription(sent)}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label={`Registration link for ${sent.email}`}
          value={sent.registrationLink}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 text-stone-700"
        />
        <CopyConfirmingButton
          variant="outline"
          onClick={() => void copy()}
          copied={copied}
          icon={<Copy className="h-4 w-4" aria-hidden />}
          label="Copy link"
          announcement={`Link Copied. Send it to ${sent.email} however you like.`}
        />
      </div>
    </div>
  );
}

export function SendInvitationCard() {
  const [email, setEmail] = useState('');
  const send = useSendInvitation();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!looksLikeEmail(address)) {
      toast.error('Invalid Email', { description: 'Please enter a valid email address' });
      return;
    }
    send.mutate(address, {
      onSuccess: (sent) => {
        toast.success('Invitation Sent', { description: sentDescription(sent) });
        setEmail('');
      },
      onError: (error) =>
        toast.error('Failed to send invitation', { description: messageOf(error, 'Please try again') }),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Send Invitation"
        description="The invitee gets an email with a registration link, valid for 7 days"
      />
      <CardBody>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            label="Email address"
            className="flex-1"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="friend@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={email.trim() === '' || send.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {send.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </form>
        {send.data && (
          <div className="mt-4">
            <InvitationSent sent={send.data} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}

export function InvitationsCard() {
  const [showAll, setShowAll] = useState(false);
  const invitations = useInvitations(showAll);
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const remove = useDeleteInvitation();
  const resend = useSendInvitation();
  // The zone the invitation email gave its expiry in: the admin's own (docs/decisions.md).
  const timeZone = useCurrentUser()?.timeZone ?? DEFAULT_TIME_ZONE;
  const now = new Date();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Invitation Deleted', {
          description: `The invitation for ${deleting.email} no longer works`,
        });
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Delete Failed', { description: messageOf(error, 'Failed to delete invitation') }),
    });
  }

  function resendTo(invitation: Invitation) {
    resend.mutate(invitation.email, {
      onSuccess: (sent) => toast.success('Invitation Sent', { description: sentDescription(sent) }),
      onError: (error) =>
        toast.error('Failed to send invitation', { description: messageOf(error, 'Please try again') }),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Invitations"
        description={showAll ? 'Every invitation ever sent' : 'Invitations not yet used to register'}
        action={
          <div
            role="group"
            aria-label="Which invitations"
            className="inline-flex rounded-lg bg-stone-100 p-1"
          >
            {[false, true].map((all) => (
              <button
                key={String(all)}
                type="button"
                aria-pressed={showAll === all}
                onClick={() => setShowAll(all)}
                className={cn(
                  'min-h-11 min-w-11 rounded-md px-3 text-sm font-medium sm:min-h-7 sm:min-w-0',
                  showAll === all ? 'bg-white shadow-sm' : 'text-stone-600',
                )}
              >
                {all ? 'All' : 'Pending'}
              </button>
            ))}
          </div>
        }
      />
      <div>
        {resend.data && (
          <div className="px-5 pt-4">
            <InvitationSent sent={resend.data} />
          </div>
        )}
        {invitations.isPending ? (
          <div className="space-y-3 p-5">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : invitations.isError ? (
          <p className="p-5 text-sm text-red-600">Could not load invitations: {invitations.error.message}</p>
        ) : invitations.data.items.length === 0 ? (
          <EmptyState
            icon={<Mail className="h-8 w-8" />}
            title={showAll ? 'No invitations yet' : 'No pending invitations'}
          >
            Invite a friend above to get them started.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-stone-100" aria-label="Invitations">
              {invitations.data.items.map((invitation) => {
                const status = invitationDisplayStatus(invitation, now);
                return (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
                    <div className="min-w-0 flex-1 basis-full sm:basis-auto">
                      <p className="truncate font-medium">{invitation.email}</p>
                      <p className="text-xs text-stone-500">
                        Sent {invitationDay(invitation.createdAt, timeZone)} ·{' '}
                        {invitation.usedAt
                          ? `registered ${invitationDay(invitation.usedAt, timeZone)}`
                          : `expires ${invitationExpiry(invitation.expiresAt, timeZone)}`}
                      </p>
                    </div>
                    <Badge tone={STATUS_TONES[status]}>{status}</Badge>
                    {isInvitationDeletable(invitation) && (
                      <div className="flex gap-1">
                        {status !== 'Active' && (
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={resend.isPending}
                            onClick={() => resendTo(invitation)}
                          >
                            <RotateCw className="h-4 w-4" aria-hidden />
                            Resend
                          </Button>
                        )}
                        <Button variant="ghost-danger" size="sm" onClick={() => setDeleting(invitation)}>
                          <Trash2 className="h-4 w-4" aria-hidden />
                          Delete
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <LoadMore list={invitations} what="invitations" />
          </>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete invitation?"
        description={`The registration link sent to ${deleting?.email ?? ''} will stop working. You can invite them again later.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
