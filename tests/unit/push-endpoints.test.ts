import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from '../../domain/push';

const taken = (endpoint: string, loopbackHttp = false) =>
  isPushServiceEndpoint(new URL(endpoint), { loopbackHttp });

describe("a push subscription's endpoint", () => {
  it("is taken from each browser's push service, as their subscriptions name them", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQ3sLmx2aZc:APA91bHc1Ys8qL0fEo4s1sT9bK2mZr7WvU6aXcYdQe3f',
      'https://fcm.googleapis.com/wp/dQ3sLmx2aZc:APA91bHc1Ys8qL0fEo4s1sT9',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABlq7x3kZ9m2Yd4Tq8Rv5Wc1Hs6Jn0Lp2Xe3Fb',
      'https://web.push.apple.com/QGuQyavXutnMH7OqKdAcX0eUkbhQ8R9tJf3Hz',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB3',
      'https://fcm.googleapis.com:443/fcm/send/a',
    ])
      expect(taken(endpoint), endpoint).toBe(true);
  });

  it('is refused anywhere else, whatever the name looks like', () => {
    for (const endpoint of [
      'https://169.254.169.254.nip.io/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://a.localhost:4790/x',
      'https://fcm.googleapis.com:8443/fcm/send/a',
      'http://fcm.googleapis.com/fcm/send/a',
      'https://fcm.googleapis.com.example.com/fcm/send/a',
      'https://evilpush.apple.com.example.com/a',
      'https://notpush.apple.com/a',
      'https://user:secret@fcm.googleapis.com/fcm/send/a',
      'http://127.0.0.1:4790/push/a',
    ])
      expect(taken(endpoint), endpoint).toBe(false);
  });

  it("is taken over plain http on 127.0.0.1 only where a test's own push service is allowed", () => {
    expect(taken('http://127.0.0.1:4790/push/a', true)).toBe(true);
    expect(taken('http://127.0.0.2:4790/push/a', true)).toBe(false);
    expect(taken('https://a.localhost:4790/x', true)).toBe(false);
  });
});
