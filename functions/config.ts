/** Environment every function may read. The CDK stack and the local host set the same names. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

/**
 * ADMIN_EMAILS: comma-separated; these addresses are admins and need no invitation (docs/product.md, Access
 * and roles).
 */
export function adminEmails(): ReadonlySet<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The browser origin of the app, e.g. https://pigskin.example.com or http://127.0.0.1:3000. */
export const appOrigin = () => requiredEnv('APP_ORIGIN');
