import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A file of the repository, named from its root. */
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

/** The peer ranges a coturn configuration denies, in order, without their comments. */
const deniedPeers = (config: string) =>
  [...config.matchAll(/^denied-peer-ip=(\S+)/gm)].map((match) => match[1]);

/**
 * docs/deployment.md shows coturn's configuration twice (TURN, two instances); both must keep the relay
 * out of every range the deployment's own file keeps it out of, or someone copying one opens the rest.
 */
describe("coturn's denied peers", () => {
  it("docs/deployment.md's coturn samples deny every range deploy/turnserver.conf denies", () => {
    const deployed = deniedPeers(read('deploy/turnserver.conf'));
    expect(deployed).toContain('127.0.0.0-127.255.255.255');
    const samples = [...read('docs/deployment.md').matchAll(/```ini\n([\s\S]*?)```/g)]
      .map((match) => match[1]!)
      .filter((sample) => sample.includes('use-auth-secret'));
    expect(samples).toHaveLength(2);
    for (const sample of samples) expect(deniedPeers(sample)).toEqual(deployed);
  });
});
