import { endpoint } from '../http/endpoint';
import { headersOnly } from '../http/responses';
import { entityRead } from '../store/client';
import {
  activityStampEntity,
  liveScoresEntity,
  proposalsStampEntity,
  type ActivityStamp,
  type LiveScoresState,
  type ProposalsStamp,
} from '../store/entities';
import { activityStampKey, liveScoresKey, proposalsStampKey } from '../store/keys';

/**
 * HEAD /api/bets/my, polled every 5 s by every signed-in browser. It answers for the user's own bets
 * (their stamp, on the user item), for the group's open proposals (the group's stamp) and for the
 * activity feed (its stamp) and for every game's live score (the live-scores job's stamp), all read in
 * the session's one BatchGetItem (docs/decisions.md). Last-Modified has whole seconds; the ETag tells
 * apart two changes within one second.
 */
export const handler = endpoint(
  {},
  ({ user, companions: [proposalsRead, activityRead, liveRead] }) => {
    // Checked against their entities as the session read them.
    const proposals = proposalsRead as ProposalsStamp | undefined;
    const activity = activityRead as ActivityStamp | undefined;
    const live = liveRead as LiveScoresState | undefined;
    const mine = Date.parse(user.betsChangedAt);
    const group = proposals ? Date.parse(proposals.changedAt) : 0;
    const feed = activity ? Date.parse(activity.changedAt) : 0;
    const scores = live ? Date.parse(live.changedAt) : 0;
    return headersOnly({
      'last-modified': new Date(Math.max(mine, group, feed, scores)).toUTCString(),
      etag: `"${mine}-${proposals?.changes ?? 0}-${activity?.changes ?? 0}-${live?.changes ?? 0}"`,
    });
  },
  {
    readWithSession: [
      entityRead(proposalsStampEntity, proposalsStampKey()),
      entityRead(activityStampEntity, activityStampKey()),
      entityRead(liveScoresEntity, liveScoresKey()),
    ],
  },
);
