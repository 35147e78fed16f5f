import type { Bet } from '../../../../domain/bets';
import type { User } from '../../../../domain/users';
import { LoadError, type RetriableQuery } from '../load-error';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { BetCard } from './bet-card';

export function BetGrid({ bets, user, now, label }: { bets: Bet[]; user: User; now: Date; label: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {bets.map((bet) => (
        <li key={bet.id} className="grid">
          <BetCard bet={bet} user={user} now={now} />
        </li>
      ))}
    </ul>
  );
}

export function BetListSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading bets"
    >
      {[0, 1, 2].map((index) => (
        <Card key={index} className="space-y-3 p-4">
          <Skeleton className="h-5 w-24" round="full" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-12" />
          <Skeleton className="h-10" />
        </Card>
      ))}
    </div>
  );
}

export function BetsLoadError({ query }: { query: RetriableQuery }) {
  return (
    <Card>
      <LoadError what="bets" query={query} />
    </Card>
  );
}
