import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A module's named component, loaded when first rendered (nothing shows until then): for parts that
 * appear only on request, such as a dialog, so the screen's first visit does without their code.
 */
export function lazyComponent<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Props = Module[Name] extends ComponentType<infer P> ? P & JSX.IntrinsicAttributes : never;
  const Later = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  };
}
