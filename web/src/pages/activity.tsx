import { Activity as ActivityIcon } from 'lucide-react';
import { useActivity } from '../api/activity';
import { ActivityList } from '../components/activity-list';
import { BetListSkeleton, BetsLoadError } from '../components/bets/bet-list';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/load-more';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';

/** docs/product.md, The group's activity: the whole feed, newest first, more as its end comes into view. */
export function ActivityPage() {
  const activity = useActivity();
  return (
    <>
      <PageHeader title="Group Activity" description="Proposals, bets taken, results and new members" />
      {activity.isPending ? (
        <BetListSkeleton />
      ) : activity.data === undefined ? (
        <BetsLoadError query={activity} />
      ) : (
        <Card>
          {activity.data.items.length === 0 ? (
            <EmptyState icon={<ActivityIcon className="h-8 w-8" />} title="Nothing Yet">
              When friends propose, take and settle bets, it shows up here.
            </EmptyState>
          ) : (
            <ActivityList items={activity.data.items} label="Group activity" />
          )}
          <LoadMore list={activity} what="activity" />
        </Card>
      )}
    </>
  );
}
