import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../web/src/components/lazy-page';

const page = () =>
  lazyPage(() => Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }), 'Hello');
const shown = (Page: ReturnType<typeof page>) =>
  renderToStaticMarkup(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Jordan" />
    </Suspense>,
  );

describe('a page loaded on first use', () => {
  it('shows its fallback while its module loads', () => {
    expect(shown(page())).toBe('<p>Loading</p>');
  });

  it('renders at once, without its fallback, once its module has loaded', async () => {
    const Page = page();
    await Page.preload();
    expect(shown(Page)).toBe('<p>Hello Jordan</p>');
  });
});
