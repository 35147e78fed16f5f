import {
  BadgeDollarSign,
  Handshake,
  Megaphone,
  Scale,
  Swords,
  Trophy,
  UserPlus,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { describeActivity, type Activity, type ActivityKind } from '../../../domain/activity';
import { calendarDateTime } from './dates';

const ICONS: Record<ActivityKind, LucideIcon> = {
  proposed: Megaphone,
  challenged: Swords,
  accepted: Handshake,
  settled: Scale,
  big_win: Trophy,
  regraded: BadgeDollarSign,
  just_hit: Zap,
  joined: UserPlus,
};

/**
 * docs/product.md, The group's activity: each item in words, with when in the viewer's zone; an item
 * about a bet links to it.
 */
export function ActivityList({ items, label }: { items: readonly Activity[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item.id}>
          {/* docs/decisions.md, "Phones first": the whole item is the link, a target a thumb hits. */}
          {item.betId ? (
            <Link
              to={`/bets/${encodeURIComponent(item.betId)}`}
              className="group flex min-h-11 gap-3 px-4 py-3 text-sm hover:bg-stone-50"
            >
              <ItemBody item={item} linked />
            </Link>
          ) : (
            <div className="flex gap-3 px-4 py-3 text-sm">
              <ItemBody item={item} linked={false} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function ItemBody({ item, linked }: { item: Activity; linked: boolean }) {
  const Icon = ICONS[item.kind];
  return (
    <>
      <Icon
        className={
          item.kind === 'big_win'
            ? 'mt-0.5 h-4 w-4 shrink-0 text-amber-600'
            : 'mt-0.5 h-4 w-4 shrink-0 text-stone-500'
        }
        aria-hidden
      />
      <span className="min-w-0 wrap-anywhere">
        <span
          className={
            linked
              ? 'font-medium text-stone-900 underline-offset-2 group-hover:underline'
              : 'font-medium text-stone-900'
          }
        >
          {describeActivity(item)}
        </span>
        <time dateTime={item.at} className="block text-xs text-stone-500">
          {calendarDateTime(item.at)}
        </time>
      </span>
    </>
  );
}
