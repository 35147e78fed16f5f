import { publicEndpoint } from '../http/endpoint';
import { html } from '../http/responses';

/**
 * GET /api/logout: someone typed the sign-out address or followed a bookmark (docs/product.md, Public
 * pages). A navigation must not sign anyone out, or any site's link would (docs/decisions.md, Signing
 * out): the page asks, and its one button is the same-origin form POST that Sign Out sends. Plain HTML
 * with no script, so it works without JavaScript under the site's Content-Security-Policy.
 */
export const handler = publicEndpoint({}, () => html(PAGE));

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f5f4;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1917; }
  main { width: min(380px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 1px 3px rgb(0 0 0 / .1), 0 8px 24px rgb(0 0 0 / .06); text-align: center; }
  h1 { margin: 0 0 8px; font-size: 22px; } p { margin: 0 0 20px; color: #57534e; }
  button { width: 100%; min-height: 44px; padding: 10px; font: inherit; font-weight: 600; color: #fff; background: #15803d;
           border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #166534; } button:focus-visible, a:focus-visible { outline: 2px solid #15803d; outline-offset: 2px; }
  .back { margin: 8px 0 0; } a { color: #15803d; }
  .back a { display: inline-flex; min-height: 44px; align-items: center; }
  @media (prefers-color-scheme: dark) {
    body { background: #0c0a09; color: #f5f5f4; } main { background: #1c1917; } p { color: #d6d3d1; }
    a { color: #4ade80; }
  }`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out of Pigskin</title><style>${STYLE}</style></head>
<body><main>
  <h1>Sign out of Pigskin?</h1>
  <p>This signs you out on this device.</p>
  <form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>
  <p class="back"><a href="/">Back to Pigskin</a></p>
</main></body></html>`;
