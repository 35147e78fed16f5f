import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimDelivery, markDelivered, releaseDelivery } from '../../functions/store/deliveries';

// A notice of its own per test, so the claims of one never answer another.
const notice = () => `bet-${randomUUID()}#accepted#2`;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 18, minutes));

describe('delivery claims (docs/decisions.md, Exactly once)', () => {
  it('a sender that died mid-send takes its own claim back when its record is retried; others wait', async () => {
    const id = notice();
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-1', now: at(0) })).toBe(true);

    // Another record (a replay, or the pre-game job) must not send what may be going out now.
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-2', now: at(1) })).toBe(false);
    // The stream's retry of the same record finishes what its crashed run started.
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-1', now: at(2) })).toBe(true);
    // Five minutes without news and anyone takes it over.
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-2', now: at(8) })).toBe(true);
  });

  it('once sent, nobody sends it again; a failed send is given back for the retry', async () => {
    const id = notice();
    expect(await claimDelivery(id, 'ann', 'email', { owner: 'record-1', now: at(0) })).toBe(true);
    await markDelivered(id, 'ann', 'email');
    expect(await claimDelivery(id, 'ann', 'email', { owner: 'record-1', now: at(1) })).toBe(false);
    expect(await claimDelivery(id, 'ann', 'email', { owner: 'record-2', now: at(30) })).toBe(false);

    // Each recipient and channel is claimed on its own.
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-2', now: at(0) })).toBe(true);
    await releaseDelivery(id, 'ann', 'sms');
    expect(await claimDelivery(id, 'ann', 'sms', { owner: 'record-3', now: at(1) })).toBe(true);
  });
});
