import {
  Activity,
  CalendarDays,
  ChevronRight,
  ClipboardPen,
  MailPlus,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BET_STATUSES } from '../../../../domain/bets';
import { useAdminStats, type AdminBetFilter } from '../../api/admin';
import { PageHeader } from '../../components/page-header';
import { BET_STATUS_LABELS } from '../../components/status-badges';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { LedgerAuditCard } from './audit-card';
import { BetsDialog } from './bets-dialog';
import { CleanupCard } from './cleanup-card';
import { FeedCard } from './feed-card';
import { LoadError } from './list-states';

type AdminLink = { to: string; title: string; description: string; icon: LucideIcon };

/**
 * What an admin does every week, once the games are played, first on the screen, on a phone too: one
 * place, where one final score per game settles all its bets (docs/product.md, Admin screens).
 */
const WEEKLY: AdminLink[] = [
  {
    to: '/admin/bet-settlement',
    title: 'Final Scores & Settlement',
    description: "Enter each started game's final score once: it settles all the game's bets",
    icon: ClipboardPen,
  },
];

const LINKS: AdminLink[] = [
  {
    to: '/admin/users',
    title: 'Manage Users & Balances',
    description: 'Search, balances, status and history',
    icon: Users,
  },
  {
    to: '/admin/user-management',
    title: 'Send User Invitations',
    description: 'Invite friends and track their invitations',
    icon: MailPlus,
  },
  {
    to: '/admin/games',
    title: 'Upload NFL Schedule',
    description: 'Schedule and betting-line CSV uploads',
    icon: CalendarDays,
  },
];

/**
 * docs/product.md, Admin screens (Dashboard): who is in, how much is bet, and the way to every admin screen.
 */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin Dashboard" description="Run the group: people, games and settlements" />
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">This week</h2>
      <AdminLinks links={WEEKLY} />
      <div className="my-6 grid gap-4 lg:grid-cols-3">
        <TotalUsersCard />
        <PlatformStatsCard />
      </div>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <LedgerAuditCard />
        <CleanupCard />
        <FeedCard />
      </div>
      <h2 className="sr-only">Admin screens</h2>
      <AdminLinks links={LINKS} />
    </>
  );
}

function AdminLinks({ links }: { links: AdminLink[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="group">
          <Card className="flex h-full items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
            <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700" aria-hidden>
              <link.icon className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold group-hover:text-brand-800">{link.title}</span>
              <span className="mt-0.5 block text-sm text-stone-500">{link.description}</span>
            </span>
          </Card>
        </Link>
      ))}
    </div>
  );
}

/** From the stats: the user list comes in pages, the counts for all of them. */
function TotalUsersCard() {
  const users = useAdminStats();
  const admins = users.data?.adminUsers ?? 0;
  const regular = (users.data?.totalUsers ?? 0) - admins;

  return (
    <Card>
      <CardHeader title="Total Users" />
      {users.isError ? (
        <LoadError what="users" error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <CardBody>
          {users.isPending ? (
            <div role="status" aria-label="Loading users">
              {/* The heights of the count's line and the line under it, so the card keeps its size. */}
              <Skeleton className="h-10 w-16" />
              <Skeleton className="mt-1 h-5 w-40" />
            </div>
          ) : (
            <>
              <p className="text-4xl font-bold tabular-nums">{users.data.totalUsers}</p>
              <p className="mt-1 text-sm text-stone-600">
                {regular} regular · {admins} admin{admins === 1 ? '' : 's'}
              </p>
            </>
          )}
          <Link
            to="/admin/users"
            className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Manage users
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        </CardBody>
      )}
    </Card>
  );
}

function PlatformStatsCard() {
  const stats = useAdminStats();
  const [showing, setShowing] = useState<AdminBetFilter | null>(null);

  return (
    <Card className="lg:col-span-2">
      <CardHeader title="Platform Stats" description="Select a number to see its bets" />
      {stats.isError ? (
        <LoadError what="stats" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <CardBody className="space-y-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatButton
              label="Total Bets"
              hint="Every bet, in any status"
              icon={<Ticket className="h-5 w-5" />}
              value={stats.data?.totalBets}
              onClick={() => setShowing('all')}
            />
            <StatButton
              label="Active Bets"
              hint="Accepted or pending settlement"
              icon={<Activity className="h-5 w-5" />}
              value={stats.data?.activeBets}
              onClick={() => setShowing('active')}
            />
          </div>
          {/* Drawn while the counts load, each a placeholder, so the cards below stay where they are. */}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600" aria-label="Bets by status">
            {BET_STATUSES.map((status) => (
              <li key={status}>
                {BET_STATUS_LABELS[status]}{' '}
                {stats.isSuccess ? (
                  <span className="font-semibold text-stone-900 tabular-nums">
                    {stats.data.byStatus[status] ?? 0}
                  </span>
                ) : (
                  <span className="inline-block h-4 w-5 rounded bg-stone-200 align-middle motion-safe:animate-pulse" />
                )}
              </li>
            ))}
          </ul>
        </CardBody>
      )}
      {showing && <BetsDialog filter={showing} onClose={() => setShowing(null)} />}
    </Card>
  );
}

function StatButton(props: {
  label: string;
  hint: string;
  icon: ReactNode;
  value: number | undefined;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      disabled={props.value === undefined}
      onClick={props.onClick}
      className="group flex items-center gap-4 rounded-lg border border-stone-200 p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50/50 disabled:cursor-wait"
    >
      <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700" aria-hidden>
        {props.icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-stone-500">{props.label}</span>
        {props.value === undefined ? (
          // The number's line is 36 px (text-3xl).
          <span className="my-0.5 block h-8 w-12 rounded-md bg-stone-200 motion-safe:animate-pulse" />
        ) : (
          <span className="block text-3xl font-bold tabular-nums">{props.value}</span>
        )}
        <span className="block text-xs text-stone-500">{props.hint}</span>
      </span>
      <ChevronRight className="h-5 w-5 text-stone-400 group-hover:text-brand-700" aria-hidden />
    </button>
  );
}
