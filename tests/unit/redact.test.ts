import { describe, expect, it } from 'vitest';
import { redact } from '../../functions/observability/logger';

describe('what a log line may not hold', () => {
  it.each([
    ['User jordan.smith+bets@example.co.uk has no invitation', 'User [email] has no invitation'],
    ['texted +15551234567 and +1 (555) 123-4567', 'texted [phone] and [phone]'],
    ['typed (555) 123-4567', 'typed [phone]'],
    [
      'cookie pigskin_session=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl; pigskin_user=u1',
      'cookie pigskin_session=[token]; pigskin_user=u1',
    ],
    [
      'sent to https://fcm.googleapis.com/fcm/send/dQ3sLmx2aZc:APA91bHc1Ys8qL0fEo4s1sT9bK2mZr7WvU6aXcYdQe3f and back',
      'sent to [push endpoint] and back',
    ],
    [
      'subscription https://updates.push.services.mozilla.com/wpush/v2/gAAAAABlq7x3kZ9m2Yd4Tq8Rv5Wc1Hs6Jn0Lp2Xe3Fb',
      'subscription [push endpoint]',
    ],
    [
      'p256dh BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      'p256dh [key]',
    ],
  ])('%j is logged as %j', (text, logged) => {
    expect(redact(text)).toBe(logged);
  });

  it('leaves ids, paths, counts and times alone', () => {
    const text =
      'GET /api/bets/3f9c2d1e-7b1a-4c55-9a0e-1d2f3a4b5c6d 200 in 12 ms at 2026-11-23T05:49:22.000Z, 15 rows';
    expect(redact(text)).toBe(text);
  });

  it("leaves a bet's link, a push device's id and a function's ARN alone", () => {
    const text =
      'http://127.0.0.1:3000/bets/3f9c2d1e-7b1a-4c55-9a0e-1d2f3a4b5c6d device 0c1f5e9a2b7d4c3e8f6a1b2c3d4e5f60 arn:aws:lambda:us-east-1:123456789012:function:Pigskin-prod-NotificationsNotify1A2B3C4D-aBcDeFgH1234';
    expect(redact(text)).toBe(text);
  });
});
