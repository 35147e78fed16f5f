import { CURRENCY } from '../../../domain/constants';
import { defaultWeek, weekLabel } from '../../../domain/weeks';
import type { User } from '../../../domain/users';
import { CoinAmount } from '../components/currency';
import { PageHeader } from '../components/page-header';
import { Card, CardBody } from '../components/ui/card';

/** SPEC 2, Games screen. */
export function GamesPage({ user }: { user: User }) {
  return (
    <>
      <PageHeader title="Games" description={weekLabel(defaultWeek(new Date()))} />
      <Card>
        <CardBody className="flex flex-wrap gap-8">
          <div>
            <p className="text-sm text-stone-500">Available Balance</p>
            <CoinAmount amount={user.availableBalance} className="text-2xl" />
          </div>
          <div>
            <p className="text-sm text-stone-500">Total Balance</p>
            <CoinAmount amount={user.virtualBalance} className="text-2xl" />
          </div>
          <p className="self-end text-sm text-stone-500">{CURRENCY}</p>
        </CardBody>
      </Card>
    </>
  );
}
