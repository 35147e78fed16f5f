import { describe, expect, it } from 'vitest';
import { fakeAws } from '../../bench/fake-aws';
import { betting, expectStatus, scheduleGame } from '../support/betting';
import { registeredUser } from '../support/users';

// As in the cloud: NOTIFY_FUNCTION names the notify function, which Lambda runs apart.
process.env.NOTIFY_FUNCTION = 'notify';
const aws = fakeAws();

describe('Notifications in the cloud', () => {
  it('hand each event to the notify function as one asynchronous invocation', async () => {
    const [proposer, acceptor] = await Promise.all([registeredUser(), registeredUser()]);
    const game = await scheduleGame({ kickoffInHours: 24 });
    const bet = expectStatus(
      await betting.propose(proposer, {
        gameId: game.id,
        betType: 'spread',
        selection: 'home',
        spread: -3.5,
        amount: '10.00',
      }),
      201,
    ).body;
    expectStatus(await betting.accept(acceptor, bet.id), 200);

    expect(aws.invocations()).toEqual([
      { functionName: 'notify', invocationType: 'Event', payload: { type: 'bet_proposed', betId: bet.id } },
      { functionName: 'notify', invocationType: 'Event', payload: { type: 'bet_accepted', betId: bet.id } },
    ]);
    expect(aws.requests('ses')).toEqual([]);
    expect(aws.requests('sns')).toEqual([]);
  });

  it('never fail the request when Lambda refuses the event', async () => {
    aws.fail('lambda', 'Rate exceeded');
    const proposer = await registeredUser();
    const game = await scheduleGame({ kickoffInHours: 24 });
    const response = await betting.propose(proposer, {
      gameId: game.id,
      betType: 'over_under',
      selection: 'over',
      overUnder: 44.5,
      amount: '10.00',
    });
    expect(response.status).toBe(201);
    expect(aws.invocations()).toContainEqual({
      functionName: 'notify',
      invocationType: 'Event',
      payload: { type: 'bet_proposed', betId: response.body.id },
    });
  });
});
