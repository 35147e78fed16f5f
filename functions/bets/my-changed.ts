import { endpoint } from '../http/endpoint';
import { headersOnly } from '../http/responses';
import { proposalsStampEntity, type ProposalsStamp } from '../store/entities';
import { proposalsStampKey } from '../store/keys';

/**
 * HEAD /api/bets/my, polled every 5 s by every signed-in browser. It answers for the user's own bets
 * (their stamp, on the user item) and for the group's open proposals (the group's stamp), both read in
 * the session's one BatchGetItem (docs/decisions.md). Last-Modified has whole seconds; the ETag tells
 * apart two changes within one second.
 */
export const handler = endpoint(
  {},
  ({ user, companions: [stamp] }) => {
    // Checked against proposalsStampEntity as the session read it.
    const proposals = stamp as ProposalsStamp | undefined;
    const mine = Date.parse(user.betsChangedAt);
    const group = proposals ? Date.parse(proposals.changedAt) : 0;
    return headersOnly({
      'last-modified': new Date(Math.max(mine, group)).toUTCString(),
      etag: `"${mine}-${proposals?.changes ?? 0}"`,
    });
  },
  { readWithSession: [{ entity: proposalsStampEntity, key: proposalsStampKey() }] },
);
