import { smokeChecks } from './checks';

/** `npm run smoke -- https://<SiteUrl>`: checks a deployed Pigskin from outside; exits 1 on any failure. */
const siteUrl = process.argv[2];
if (!siteUrl || !/^https?:\/\//.test(siteUrl)) {
  console.error('Usage: npm run smoke -- https://<SiteUrl> (the SiteUrl output of cdk deploy)');
  process.exit(2);
}
const checks = await smokeChecks(siteUrl);
for (const { name, ok, detail, skipped } of checks) {
  const mark = skipped ? '-' : ok ? '✓' : '✗';
  console.log(`${mark} ${name}${detail ? `: ${detail}` : ''}`);
}
const failed = checks.filter((check) => !check.ok);
console.log(failed.length === 0 ? `\n${siteUrl} passed every check.` : `\n${failed.length} checks failed.`);
process.exitCode = failed.length === 0 ? 0 : 1;
