import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-check';

describe('pictureProblem', () => {
  it('lets JPEG, PNG and WebP pictures up to 5 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(pictureProblem({ name: 'a', type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('names the file that has another type or is too large', () => {
    expect(pictureProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({
      key: 'inventory:picture.wrongType',
      values: { name: 'notes.txt' },
    });
    expect(pictureProblem({ name: 'anim.gif', type: 'image/gif', size: 10 })?.key).toBe(
      'inventory:picture.wrongType',
    );
    expect(
      pictureProblem({ name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }),
    ).toEqual({ key: 'inventory:picture.tooLarge', values: { name: 'big.jpg', max: 5 } });
  });
});
