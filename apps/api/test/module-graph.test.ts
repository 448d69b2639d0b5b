import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/module-graph.mjs',
);

describe('the API modules depend one way', () => {
  it('has no new pair of modules that import each other', () => {
    const { mutual } = JSON.parse(
      execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }),
    ) as {
      mutual: string[];
    };
    // The pair still to untangle (issue 27). A new pair fails here; untangling one is written
    // here by removing it, so the list only shrinks.
    expect(mutual).toEqual(['doctors <-> users']);
  });
});
