import { useState } from 'react';

export interface SteadyItem<T> {
  item: T;
  /** It has left the list since it was first shown (taken, withdrawn): shown in place, marked gone. */
  gone: boolean;
}

/**
 * A list that does not move under the finger while it is on screen: items keep the place they were
 * first shown in, new ones are added at the end, and one that leaves the list stays in its place,
 * marked gone, until the list is shown afresh. A tap aimed at one card can never land on another's
 * button because the list refreshed in between.
 */
export function useSteadyList<T extends { id: string }>(items: readonly T[] | undefined): SteadyItem<T>[] {
  const [state, setState] = useState<{ source: readonly T[] | undefined; shown: SteadyItem<T>[] }>({
    source: undefined,
    shown: [],
  });
  if (state.source !== items) {
    const current = new Map((items ?? []).map((item) => [item.id, item]));
    const shown = state.shown.map(({ item }) => ({
      item: current.get(item.id) ?? item,
      gone: !current.has(item.id),
    }));
    const known = new Set(shown.map(({ item }) => item.id));
    for (const item of items ?? []) if (!known.has(item.id)) shown.push({ item, gone: false });
    // Derived from props during render, as React recommends over an effect.
    setState({ source: items, shown });
  }
  return state.shown;
}
