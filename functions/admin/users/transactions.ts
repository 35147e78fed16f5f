import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { listLedger, toApiTransaction } from '../../store/ledger';

export const handler = endpoint({ params: idParam }, async ({ params }) =>
  json((await listLedger(params.id)).map(toApiTransaction)),
);
