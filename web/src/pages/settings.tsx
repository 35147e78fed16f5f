import { ChevronRight, FileText, LifeBuoy, LogOut, MonitorSmartphone, Shield } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CURRENCY, PRODUCT_NAME } from '../../../domain/constants';
import { fullName, type User } from '../../../domain/users';
import { messageOf } from '../api/http';
import { signOut, useSignOutEverywhere } from '../api/session';
import { Avatar } from '../components/avatar';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/ui/badge';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardBody, CardHeader } from '../components/ui/card';
import { toast } from '../components/toasts';
import { ConfirmDialog, Dialog } from '../components/ui/dialog';
import { AppearanceCard } from './settings/appearance-card';
import { NotificationsCard } from './settings/notifications-card';
import { PushCard } from './settings/push-card';
import { TimeZoneCard } from './settings/time-zone-card';

export function SettingsPage({ user }: { user: User }) {
  return (
    <>
      <PageHeader title="Settings" description="Your profile and account" />
      {/* grid-cols-1 sizes the column to the screen: a long email is cut short, not the page widened. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <NotificationsCard user={user} />
        <PushCard user={user} />
        <TimeZoneCard user={user} />
        <AppearanceCard />
        {user.isAdmin && <AdminPanelCard />}
        <AccountCard />
      </div>
    </>
  );
}

function ProfileCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader title="Profile" />
      <CardBody className="flex items-center gap-4">
        <Avatar firstName={user.firstName} lastName={user.lastName} size="lg" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
            {fullName(user)}
            {user.isAdmin && <Badge tone="brand">Admin</Badge>}
          </p>
          <p className="truncate text-stone-600">{user.email}</p>
        </div>
      </CardBody>
    </Card>
  );
}

function AdminPanelCard() {
  const links = [
    { to: '/admin', label: 'Admin Dashboard' },
    { to: '/admin/users', label: 'Manage Users' },
    { to: '/admin/games', label: 'Manage Games' },
  ];
  return (
    <Card>
      <CardHeader title="Admin Panel" description="Tools for running the group" />
      <CardBody className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('outline')}>
            {link.label}
          </Link>
        ))}
      </CardBody>
    </Card>
  );
}

const ACCOUNT_TEXTS: Record<string, { icon: ReactNode; body: ReactNode }> = {
  'Help & Support': {
    icon: <LifeBuoy className="h-4 w-4" aria-hidden />,
    body: (
      <p>
        Questions about a bet, a score or your balance? Ask your group's administrator: they can settle bets,
        correct balances and re-send invitations.
      </p>
    ),
  },
  'Terms of Service': {
    icon: <FileText className="h-4 w-4" aria-hidden />,
    body: (
      <p>
        {CURRENCY} are a virtual currency for fun among friends. They have no cash value, cannot be bought or
        sold, and are never paid out. Play fair: agree on final scores honestly.
      </p>
    ),
  },
  'Privacy Policy': {
    icon: <Shield className="h-4 w-4" aria-hidden />,
    body: (
      <p>
        {PRODUCT_NAME} keeps your name, email, optional phone number, your bets and your balance history, only
        to run the game. Other members see your first name on bets and leaderboards. Nothing is shared outside
        the group.
      </p>
    ),
  },
};

function AccountCard() {
  const [open, setOpen] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const text = open ? ACCOUNT_TEXTS[open] : undefined;
  return (
    <Card>
      <CardHeader title="Account" />
      <div className="divide-y divide-stone-100">
        {Object.entries(ACCOUNT_TEXTS).map(([title, { icon }]) => (
          <button
            key={title}
            type="button"
            onClick={() => setOpen(title)}
            className="flex w-full items-center gap-3 px-5 py-3 text-left text-sm font-medium hover:bg-stone-50"
          >
            {icon}
            <span className="flex-1">{title}</span>
            <ChevronRight className="h-4 w-4 text-stone-400" aria-hidden />
          </button>
        ))}
        <div className="flex flex-wrap gap-3 px-5 py-4">
          <Button variant="outline" onClick={signOut}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign Out
          </Button>
          <Button variant="outline" onClick={() => setEverywhere(true)}>
            <MonitorSmartphone className="h-4 w-4" aria-hidden />
            Sign out everywhere
          </Button>
        </div>
      </div>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={open ?? ''}>
        <div className="text-sm leading-relaxed text-stone-700">{text?.body}</div>
      </Dialog>
      <ConfirmDialog
        open={everywhere}
        onOpenChange={(next) => !next && !signOutEverywhere.isPending && setEverywhere(false)}
        title="Sign out everywhere?"
        description="Pigskin signs you out on every phone, tablet and computer, this one included. Sign in again on each to carry on."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        pending={signOutEverywhere.isPending}
        destructive
        onConfirm={() =>
          signOutEverywhere.mutate(undefined, {
            onError: (error) =>
              toast.error('Could not sign out everywhere', {
                description: messageOf(error, 'Please try again.'),
              }),
          })
        }
      />
    </Card>
  );
}
