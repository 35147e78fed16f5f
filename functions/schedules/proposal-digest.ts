import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { mayAccept } from '../../domain/bets';
import { digestDueOn, localDate } from '../../domain/digest';
import { DEFAULT_TIME_ZONE } from '../../domain/users';
import { appOrigin } from '../config';
import { sendEmail } from '../notifications/email';
import { betContext, channelsOf, sendOnce } from '../notifications/once';
import { digestLine, digestMessage } from '../notifications/messages';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { openProposalsPage } from '../store/bet-lists';
import { listOpenGamesBetween } from '../store/games';
import { listUsers } from '../store/user-list';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every 15 minutes (docs/product.md, New proposals by email): each user who asked for the daily
 * digest and whose clock reads 09:00 to 09:15 hears of the proposals open to them, on a day their zone
 * has a game, once that day (the claim is keyed by the local date), and not at all when nothing is
 * open. The run's time is the schedule's, so a late or retried run still answers for its slot.
 */
export const handler = observed<ScheduledEvent, { sent: number }>(async (event) => {
  const now = event.time ? new Date(event.time) : new Date();
  const due = (await listUsers()).flatMap((user) => {
    if (user.proposalEmails !== 'digest' || channelsOf(user, ['email']).length === 0) return [];
    const zone = user.timeZone ?? DEFAULT_TIME_ZONE;
    const date = digestDueOn(now, zone);
    return date ? [{ user, zone, date }] : [];
  });
  if (due.length === 0) return { sent: 0 };

  const [games, proposals] = await Promise.all([
    listOpenGamesBetween(new Date(now.getTime() - DAY), new Date(now.getTime() + DAY)),
    openProposalsPage({ exceptProposer: '', from: now }, { limit: 100 }),
  ]);
  const lines = new Map(
    await Promise.all(
      proposals.items.map(async (bet) => {
        const context = await betContext(bet);
        return [bet.id, context ? digestLine(context) : undefined] as const;
      }),
    ),
  );
  // Each run is its own sender: two runs at one moment never both send a digest.
  const sender = { owner: randomUUID(), now };
  let sent = 0;
  for (const { user, zone, date } of due) {
    if (!games.some((game) => localDate(new Date(game.gameDate), zone) === date)) continue;
    const open = proposals.items
      .filter((bet) => bet.proposerId !== user.id && mayAccept(bet, user.id))
      .flatMap((bet) => lines.get(bet.id) ?? []);
    if (open.length === 0) continue;
    const message = digestMessage(open, `${appOrigin()}/my-bets?tab=available`);
    const send = () => sendEmail({ to: user.email, subject: message.subject, body: message.text });
    if (await sendOnce(`digest#${date}`, user, 'email', send, sender)) sent += 1;
  }
  logger.info('Proposal digests sent', { due: due.length, sent });
  return { sent };
});
