import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/module-graph.mjs',
);

describe('the API modules depend one way', () => {
  it('has no two modules that import each other', () => {
    const { mutual } = JSON.parse(
      execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }),
    ) as {
      mutual: string[];
    };
    // A module that needs another's work, and is needed by it, gets that work handed in by the
    // composition root (app.ts, compose.ts) instead (decision 037).
    expect(mutual).toEqual([]);
  });
});
