import {
  BadgeDollarSign,
  Handshake,
  Megaphone,
  Scale,
  Swords,
  Trophy,
  UserPlus,
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
  joined: UserPlus,
};

/**
 * docs/product.md, The group's activity: each item in words, with when in the viewer's zone; an item
 * about a bet links to it.
 */
export function ActivityList({ items, label }: { items: readonly Activity[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-stone-100">
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        const text = describeActivity(item);
        return (
          <li key={item.id} className="flex gap-3 px-4 py-3 text-sm">
            <Icon
              className={
                item.kind === 'big_win'
                  ? 'mt-0.5 h-4 w-4 shrink-0 text-amber-600'
                  : 'mt-0.5 h-4 w-4 shrink-0 text-stone-500'
              }
              aria-hidden
            />
            <div className="min-w-0 wrap-anywhere">
              {item.betId ? (
                <Link
                  to={`/bets/${encodeURIComponent(item.betId)}`}
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                >
                  {text}
                </Link>
              ) : (
                <span className="font-medium text-stone-900">{text}</span>
              )}
              <time dateTime={item.at} className="block text-xs text-stone-500">
                {calendarDateTime(item.at)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
