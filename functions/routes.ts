import { adminTexts } from './api/admin-texts';
import { auditStart } from './api/audit-start';
import { devices } from './api/devices';
import { feedFetch } from './api/feed-fetch';
import { invitations } from './api/invitations';
import { polled } from './api/polled';
import { pregameTest } from './api/pregame-test';
import { reads } from './api/reads';
import { signIn } from './api/sign-in';
import { signOuts } from './api/sign-outs';
import { texts } from './api/texts';
import { uploads } from './api/uploads';
import { writes } from './api/writes';
import type { ApiFunction, ApiRoute } from './http/api-function';

export {
  capabilitiesOf,
  floodLimitOf,
  routeKey,
  type Access,
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
 * permission set).
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
