import { expect, it } from 'vitest';
import { blogExcerpt } from './excerpt';

it('cuts the description from character 12 to 80 and adds an ellipsis', () => {
  const text = 'abcdefghijkl' + 'x'.repeat(68) + 'tail that is dropped';
  expect(blogExcerpt(text)).toBe(`${'x'.repeat(68)}...`);
});
