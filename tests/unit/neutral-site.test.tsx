import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NeutralSite, neutralSiteNote } from '../../web/src/components/neutral-site';

describe("a game card's neutral-site note", () => {
  it("names the stadium of a game at neither team's home, and says nothing of a home game", () => {
    expect(neutralSiteNote({ neutralSite: true, stadium: 'Wembley Stadium' })).toBe(
      'Neutral site: Wembley Stadium',
    );
    expect(neutralSiteNote({ neutralSite: true })).toBe('Neutral site');
    expect(neutralSiteNote({})).toBeUndefined();
    expect(renderToStaticMarkup(<NeutralSite game={{}} />)).toBe('');
  });

  it('shows the stadium as text, its icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <NeutralSite game={{ neutralSite: true, stadium: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(html).toContain('Neutral site: &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
