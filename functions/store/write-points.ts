/**
 * The moment a store operation has read what it decides on and not yet written it. A race between two
 * operations is a question of what lands in that gap; tests hold an operation here while the other
 * runs to the end, so each interleaving is forced rather than hoped for (tests/README.md, Races). In
 * Lambda and on the local host nothing is held: `beforeWrite` returns without waiting.
 */
export type WritePoint =
  'proposeBet' | 'acceptBet' | 'proposeSettlement' | 'closeBook' | 'settle' | 'officialFinal';

type Hold = (point: WritePoint) => Promise<void> | undefined;

let hold: Hold | undefined;

export function beforeWrite(point: WritePoint): Promise<void> | undefined {
  return hold?.(point);
}

/** For tests: `next` is asked at every write point reached, until the returned function is called. */
export function holdWrites(next: Hold): () => void {
  hold = next;
  return () => {
    hold = undefined;
  };
}
