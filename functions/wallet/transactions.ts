import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listLedger, toApiTransaction } from '../store/ledger';

/** The user's ledger, newest first. */
export const handler = endpoint({}, async ({ user }) =>
  json((await listLedger(user.id)).map(toApiTransaction)),
);
