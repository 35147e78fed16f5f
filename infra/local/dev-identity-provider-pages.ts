/** The dev identity provider's two pages: plain HTML, no script but the logout auto-submit. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6f3;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c2b22; }
  main { width: min(380px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 1px 3px rgb(0 0 0 / .1), 0 8px 24px rgb(0 0 0 / .06); }
  h1 { margin: 0 0 4px; font-size: 22px; } p { margin: 0 0 20px; color: #5b6b61; font-size: 14px; }
  label { display: block; font-weight: 600; font-size: 14px; margin-bottom: 6px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #c9d3cc; border-radius: 8px; }
  input:focus { outline: 2px solid #15803d; outline-offset: 1px; }
  button { margin-top: 16px; width: 100%; padding: 10px; font: inherit; font-weight: 600; color: #fff;
           background: #15803d; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #166534; } .error { color: #b91c1c; font-size: 14px; margin: 8px 0 0; }`;

export function loginPage({
  action,
  email = '',
  error,
}: {
  action: string;
  email?: string;
  error?: string;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Pigskin (local)</title><style>${STYLE}</style></head>
<body><main>
  <h1>Sign in to Pigskin</h1>
  <p>Local development sign-in: enter the email of an invited user, or admin@example.com.</p>
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}"
      ${error ? 'aria-invalid="true" aria-describedby="email-error"' : ''}>
    ${error ? `<p class="error" id="email-error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main></body></html>`;
}

/**
 * Signing out of the app ends this provider's session too, without a confirmation step; a browser
 * without JavaScript gets a button for it, as Cognito's /logout needs none.
 */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Continue</button></noscript></form>',
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing out…</title><style>${STYLE}</style></head>
<body><main><h1>Signing out…</h1>${confirmed}
<script>document.forms[0].submit()</script></main></body></html>`;
}
