import * as z from 'zod/mini';
import { MAX_BALANCE_CENTS } from '../../../domain/constants';
import { formatCents, moneyInput } from '../../../domain/money';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { adjustBalance } from '../../store/balances';
import { toApiUser } from '../../user/api-user';

/**
 * docs/product.md, Balances and the ledger: `balance` is the signed change (negative deducts), with a
 * description for the ledger. No balance may pass MAX_BALANCE_CENTS (docs/data-model.md), so no change may
 * either.
 */
const body = z.object({
  balance: moneyInput.check(
    z.refine((cents) => cents !== 0, 'must not be zero'),
    z.refine(
      (cents) => Math.abs(cents) <= MAX_BALANCE_CENTS,
      `must be at most ${formatCents(MAX_BALANCE_CENTS)} either way`,
    ),
  ),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200, 'must be at most 200 characters')),
});

export const handler = endpoint({ params: idParam, body }, async ({ params, body }) =>
  json(toApiUser(await adjustBalance(params.id, body.balance, body.description))),
);
