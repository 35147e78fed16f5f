import * as z from 'zod/mini';
import { describeValidationError } from '../../domain/validation';

/**
 * How the store declares the kinds of item the table holds (entities.ts) and checks an item against
 * its kind when it reads it (docs/decisions.md, Entities are declared once).
 */
export interface Entity<T, Name extends string = string> {
  /** As the item's `entity` attribute names it, and as its key builder says (keys.ts, Key). */
  name: Name;
  readonly schema: z.ZodMiniType<T>;
}

/**
 * Made on first use, then kept. Zod builds a schema's checks as it is declared: all of this file's
 * took about 5 ms of every function's cold start, while a function reads two or three kinds of item
 * (docs/decisions.md, Cold starts).
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function defineEntity<const Name extends string, Shape extends z.core.$ZodShape>(
  name: Name,
  shapeOf: () => Shape,
) {
  const shape = lazily(shapeOf);
  const schema = lazily(
    () => z.looseObject(shape()) as unknown as z.ZodMiniType<z.output<z.ZodMiniObject<Shape>>>,
  );
  return {
    name,
    get schema() {
      return schema();
    },
    get shape() {
      return shape();
    },
  };
}

/** An entity whose schema is declared whole (its record type checked against a domain type). */
export function declaredEntity<T, const Name extends string>(
  name: Name,
  schemaOf: () => z.ZodMiniType<T>,
): Entity<T, Name> {
  const schema = lazily(schemaOf);
  return {
    name,
    get schema() {
      return schema();
    },
  };
}

const STORAGE_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);

/** An item the table holds that is not what its entity declares: a bug or a hand edit to repair. */
export class StoredItemInvalid extends Error {
  override name = 'StoredItemInvalid';
}

/**
 * An item as the record it stores, checked against its entity, without its keys and index attributes:
 * those belong to where the item lives, and a record written back elsewhere (a player's copy of a
 * bet) must not carry them.
 */
export function recordOf<T>(entity: Entity<T>, item: Record<string, unknown>): T {
  const attributes = Object.fromEntries(
    Object.entries(item).filter(([name]) => !STORAGE_ATTRIBUTES.has(name)),
  );
  const parsed = entity.schema.safeParse(attributes);
  if (parsed.success) return parsed.data;
  throw new StoredItemInvalid(
    `The stored ${entity.name} at ${String(item.pk)} / ${String(item.sk)} is not as declared: ${describeValidationError(parsed.error, 'item')}`,
  );
}

/** Some attributes of an entity, as a Query with this ProjectionExpression reads them. */
export function projectionOf<Shape extends z.core.$ZodShape, Name extends keyof Shape & string>(
  entity: { name: string; shape: Shape },
  attributes: readonly Name[],
) {
  const picked = () =>
    Object.fromEntries(attributes.map((name) => [name, entity.shape[name]])) as Pick<Shape, Name>;
  return Object.assign(defineEntity(entity.name, picked), { expression: attributes.join(', ') });
}
