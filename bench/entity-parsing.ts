/**
 * What checking a stored item against its entity costs (functions/store/entities.ts): one user item
 * read 10,000 times through `recordOf`, and the first read alone (a cold container's). Run with
 * `npx tsx bench/entity-parsing.ts`.
 */
import { performance } from 'node:perf_hooks';
import { userEntity } from '../functions/store/entities';
import { recordOf } from '../functions/store/entity';

const item = {
  pk: 'USER#7f1c2d3e-0000-4000-8000-000000000001',
  sk: 'PROFILE',
  gsi1pk: 'USERS',
  gsi1sk: '2025-09-01T00:00:00.000Z#7f1c2d3e-0000-4000-8000-000000000001',
  entity: 'user',
  id: '7f1c2d3e-0000-4000-8000-000000000001',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  balanceCents: 100_000,
  availableCents: 90_000,
  isActive: true,
  isPaused: false,
  phoneNumber: '+14155550100',
  emailNotifications: true,
  smsNotifications: false,
  betProposalSmsAlerts: false,
  timeZone: 'America/Los_Angeles',
  createdAt: '2025-09-01T00:00:00.000Z',
  betsChangedAt: '2025-09-02T00:00:00.000Z',
  ledgerSequence: 12,
  betsVersion: 30,
  searchText: 'ann lee ann@example.com',
};

const first = performance.now();
recordOf(userEntity, item);
const firstMs = performance.now() - first;

const READS = 10_000;
const started = performance.now();
for (let read = 0; read < READS; read++) recordOf(userEntity, item);
const totalMs = performance.now() - started;

console.log(
  `first read ${firstMs.toFixed(2)} ms; ${READS} reads ${totalMs.toFixed(1)} ms (${((totalMs / READS) * 1000).toFixed(1)} µs each)`,
);
