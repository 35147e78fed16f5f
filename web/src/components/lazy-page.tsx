import { lazy, useState, type ComponentType } from 'react';

/**
 * A page module's named export, loaded on first use (web/src/app.tsx): only the landing page ships in
 * the first bundle, and a signed-in visit loads the frame and the screen together (`preload`), while
 * the session is still being read. A page loaded by the time it is first shown renders at once:
 * through React.lazy alone it would show its fallback first, which React keeps on screen for at least
 * 300 ms (docs/decisions.md, First paint).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    });
  const Later = lazy(preload);
  function LazyPage(props: Props) {
    // Chosen once per mount: switching from Later to the loaded page would mount the page again.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Later {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}
