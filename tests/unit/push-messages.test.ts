import { describe, expect, it } from 'vitest';
import { pushPayload } from '../../functions/notifications/messages';
import { outboxPage } from '../../infra/local/outbox';

const link = 'https://pigskin.example.com/bets/3f9c2d1e-7b1a-4c55-9a0e-1d2f3a4b5c6d';

describe('a message as a push notification', () => {
  it("takes the subject as its title and the text, without its link, as its body; the link's path opens", () => {
    expect(
      pushPayload(
        {
          subject: 'Ben accepted your bet on KC @ BUF',
          text: `Pigskin: Ben accepted your bet: BUF -3.5 on KC @ BUF for 50 Pigskins. ${link}`,
          link,
        },
        'b1#accepted#2',
      ),
    ).toEqual({
      title: 'Ben accepted your bet on KC @ BUF',
      body: 'Pigskin: Ben accepted your bet: BUF -3.5 on KC @ BUF for 50 Pigskins.',
      url: '/bets/3f9c2d1e-7b1a-4c55-9a0e-1d2f3a4b5c6d',
      tag: 'b1#accepted#2',
    });
  });

  it('ends a sentence that led to the link with a full stop', () => {
    const text = `Pigskin: Ann challenged you: BUF -3.5 on KC @ BUF for 12 Pigskins. You would take KC +3.5. Only you can accept it: ${link}`;
    expect(pushPayload({ subject: 'Ann challenged you on KC @ BUF', text, link }, 'n').body).toBe(
      'Pigskin: Ann challenged you: BUF -3.5 on KC @ BUF for 12 Pigskins. You would take KC +3.5. Only you can accept it.',
    );
  });
});

describe('the local outbox page', () => {
  it('shows a push notification beside email and SMS: the device, the title, the body and its link', () => {
    const page = outboxPage([
      {
        channel: 'push',
        to: 'Chrome on Android',
        subject: 'Ben accepted your bet on KC @ BUF',
        body: `Pigskin: Ben accepted your bet.\n${link}`,
        sentAt: '2026-11-26T12:00:00.000Z',
      },
      {
        channel: 'sms',
        to: '+15550000001',
        subject: null,
        body: 'Pigskin: hi',
        sentAt: '2026-11-26T12:00:00.000Z',
      },
    ]);
    expect(page).toContain('<span class="channel push">Push</span>');
    expect(page).toContain('<strong>Chrome on Android</strong>');
    expect(page).toContain('<h2>Ben accepted your bet on KC @ BUF</h2>');
    expect(page).toContain(`<a href="${link}">${link}</a>`);
    expect(page).toContain('<span class="channel sms">SMS</span>');
  });
});
