import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/http-utils';
import { startHostProcess } from '../support/local-host-process';

describe('npm start on data another Pigskin is using', () => {
  it('says which process has it and how to go on, without a stack, and leaves the running one be, which Ctrl-C then stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-data-dir-'));
    // Without tsx's cache, as on a fresh clone: whatever the host first imports once Ctrl-C has
    // stopped tsx's esbuild cannot be compiled, and its stop would fail (stop() checks it did not).
    const running = await startHostProcess(await freePort(), dataDir, { TSX_DISABLE_CACHE: '1' });
    try {
      const refused = await startHostProcess(await freePort(), dataDir).then(
        () => '',
        (error: unknown) => String(error),
      );
      expect(refused).toMatch(/The local host exited \(1\)/);
      expect(refused).toMatch(
        new RegExp(
          `Another Pigskin \\(process \\d+\\) is using ${dataDir}\\. Stop it first, or give this one its own`,
        ),
      );
      expect(refused, 'a sentence, not a stack').not.toMatch(/^\s+at /m);
      expect((await fetch(`${running.url}/api/teams`)).status, 'the first still answers').toBe(401);
    } finally {
      await running.stop('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
