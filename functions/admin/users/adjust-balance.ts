import * as z from 'zod/mini';
import { moneyInput } from '../../../domain/money';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { adjustBalance, toApiUser } from '../../store/users';

/** DESIGN.md: `balance` is the signed change (negative deducts), with a description for the ledger. */
const body = z.object({
  balance: moneyInput.check(z.refine((cents) => cents !== 0, 'must not be zero')),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200, 'must be at most 200 characters')),
});

export const handler = endpoint({ params: idParam, body }, async ({ params, body }) =>
  json(toApiUser(await adjustBalance(params.id, body.balance, body.description))),
);
