import { adminTexts } from './api/admin-texts.routes';
import { auditStart } from './api/audit-start.routes';
import { devices } from './api/devices.routes';
import { feedFetch } from './api/feed-fetch.routes';
import { invitations } from './api/invitations.routes';
import { polled } from './api/polled.routes';
import { pregameTest } from './api/pregame-test.routes';
import { reads } from './api/reads.routes';
import { signIn } from './api/sign-in.routes';
import { signOuts } from './api/sign-outs.routes';
import { texts } from './api/texts.routes';
import { uploads } from './api/uploads.routes';
import { writes } from './api/writes.routes';
import type { ApiFunction, ApiRoute } from './http/api-function';

export {
  capabilitiesOf,
  floodLimitOf,
  type Access,
  type ApiRoute,
  type ApiFunction,
  type Capability,
  type FloodLimit,
  type HttpHandler,
  type HttpMethod,
} from './http/api-function';

/**
 * The route table: every HTTP endpoint of Pigskin, once, in the function of its permission set
 * (functions/api/, one file per set of AWS permissions). The CDK stack builds one Lambda per
 * function and one API route per row, with the permissions the function declares; the local host
 * serves the same rows through the same functions (docs/architecture.md, One function per
 * permission set). These are the declarations (functions/api/<name>.routes.ts), free of handler code;
 * each function's Lambda entry, functions/api/<name>.ts, binds its rows to their handlers.
 */
export const apiFunctions: readonly ApiFunction[] = [
  signIn,
  polled,
  reads,
  writes,
  signOuts,
  texts,
  pregameTest,
  devices,
  auditStart,
  feedFetch,
  adminTexts,
  uploads,
  invitations,
];

/** A row of the table, with the function that serves it. */
export interface Route extends ApiRoute {
  function: ApiFunction;
}

export const routes: readonly Route[] = apiFunctions.flatMap((fn) =>
  fn.routes.map((route) => ({ ...route, function: fn })),
);
