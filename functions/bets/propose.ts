import * as z from 'zod/mini';
import { betProposalInput } from '../../domain/bet-proposal';
import { InvalidRequest } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { count } from '../observability/metrics';
import { proposeBet } from '../store/bets';
import { apiBets } from './bet-answers';

const idempotencyKey = z.string().check(z.regex(/^[\w-]{8,100}$/));

/** A retried request with the same Idempotency-Key answers 200 with the bet the first one created. */
export const handler = endpoint({ body: betProposalInput }, async ({ body, user, event }) => {
  const key = event.headers['idempotency-key'];
  if (key !== undefined && !idempotencyKey.safeParse(key).success) {
    throw new InvalidRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
  }
  const { bet, replayed } = await proposeBet(user, body, { idempotencyKey: key });
  if (!replayed) count('BetsProposed');
  const [apiBet] = await apiBets([bet]);
  return json(apiBet, replayed ? 200 : 201);
});
