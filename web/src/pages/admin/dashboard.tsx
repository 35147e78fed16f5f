import { CalendarDays, Gavel, MailPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';

const LINKS: { to: string; title: string; description: string; icon: ReactNode }[] = [
  {
    to: '/admin/user-management',
    title: 'Send User Invitations',
    description: 'Invite friends and track their invitations',
    icon: <MailPlus className="h-5 w-5" />,
  },
  {
    to: '/admin/user-dashboard',
    title: 'Manage Users & Balances',
    description: 'Balances, adjustments and history',
    icon: <Users className="h-5 w-5" />,
  },
  {
    to: '/admin/games',
    title: 'Upload NFL Schedule',
    description: 'Schedule and betting-line CSV uploads',
    icon: <CalendarDays className="h-5 w-5" />,
  },
  {
    to: '/admin/bet-settlement',
    title: 'Settle Bets',
    description: 'Enter final scores for accepted bets',
    icon: <Gavel className="h-5 w-5" />,
  },
];

/** SPEC 2, Admin Dashboard. */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin Dashboard" description="Run the group: people, games and settlements" />
      <div className="grid gap-4 sm:grid-cols-2">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="group">
            <Card className="flex h-full items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
              <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700" aria-hidden>
                {link.icon}
              </span>
              <span>
                <span className="block font-semibold group-hover:text-brand-800">{link.title}</span>
                <span className="mt-0.5 block text-sm text-stone-500">{link.description}</span>
              </span>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
