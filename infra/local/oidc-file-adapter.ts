import { readFileSync, writeFileSync } from 'node:fs';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Stored {
  value: unknown;
  /** Epoch milliseconds, or null for no expiry. */
  expiresAt: number | null;
}

/**
 * Keeps the dev identity provider's sessions, grants and refresh tokens in one JSON file under
 * .data/, so restarting `npm start` does not sign everyone out. A laptop's handful of records is
 * rewritten whole on each change.
 */
export class OidcFileStore {
  private readonly records: Map<string, Stored>;

  constructor(private readonly file: string) {
    try {
      this.records = new Map(
        Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Stored>),
      );
    } catch {
      this.records = new Map();
    }
  }

  get(key: string): unknown {
    const record = this.records.get(key);
    if (!record) return undefined;
    if (record.expiresAt !== null && record.expiresAt <= Date.now()) {
      this.records.delete(key);
      return undefined;
    }
    return record.value;
  }

  set(key: string, value: unknown, expiresInSeconds?: number): void {
    const expiresAt = typeof expiresInSeconds === 'number' ? Date.now() + expiresInSeconds * 1000 : null;
    this.records.set(key, { value, expiresAt });
    this.save();
  }

  /** Changes a record's value, keeping its expiry. */
  replace(key: string, value: unknown): void {
    const record = this.records.get(key);
    if (!record) return;
    this.records.set(key, { ...record, value });
    this.save();
  }

  delete(key: string): void {
    if (this.records.delete(key)) this.save();
  }

  private save(): void {
    writeFileSync(this.file, JSON.stringify(Object.fromEntries(this.records)));
  }

  adapterFor = (model: string): Adapter => new OidcFileAdapter(model, this);
}

/** oidc-provider's adapter interface is asynchronous; this store answers at once. */
class OidcFileAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: OidcFileStore,
  ) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private payload(id: string | undefined): AdapterPayload | undefined {
    return id === undefined ? undefined : (this.store.get(this.key(id)) as AdapterPayload | undefined);
  }

  private grantMembers(grantId: string): string[] {
    return (this.store.get(`grant:${grantId}`) as string[] | undefined) ?? [];
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    this.store.set(this.key(id), payload, expiresIn);
    if (this.model === 'Session' && payload.uid) this.store.set(`sessionUid:${payload.uid}`, id, expiresIn);
    if (payload.userCode) this.store.set(`userCode:${payload.userCode}`, id, expiresIn);
    if (payload.grantId) {
      this.store.set(`grant:${payload.grantId}`, [
        ...new Set([...this.grantMembers(payload.grantId), this.key(id)]),
      ]);
    }
    return Promise.resolve();
  }

  find(id: string) {
    return Promise.resolve(this.payload(id));
  }

  findByUid(uid: string) {
    return Promise.resolve(this.payload(this.store.get(`sessionUid:${uid}`) as string | undefined));
  }

  findByUserCode(userCode: string) {
    return Promise.resolve(this.payload(this.store.get(`userCode:${userCode}`) as string | undefined));
  }

  consume(id: string) {
    const payload = this.payload(id);
    if (payload) this.store.replace(this.key(id), { ...payload, consumed: Math.floor(Date.now() / 1000) });
    return Promise.resolve();
  }

  destroy(id: string) {
    this.store.delete(this.key(id));
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string) {
    for (const key of this.grantMembers(grantId)) this.store.delete(key);
    this.store.delete(`grant:${grantId}`);
    return Promise.resolve();
  }
}
