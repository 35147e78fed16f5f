import { scanPages, type Item } from '../store/ledger-audit';

/** Every item of the table, in key order. Offline tools and tests only: request paths never scan. */
export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  await scanPages((page) => items.push(...page));
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}
