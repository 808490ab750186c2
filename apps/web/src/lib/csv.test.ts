import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and leaves empty values empty', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x,y', 'say "hi"'],
        [null, 'line\nbreak'],
      ],
    );
    expect(csv).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n,"line\nbreak"\r\n');
  });

  it('writes objects as JSON', () => {
    expect(toCsv(['v'], [[{ k: 1 }]])).toContain('"{""k"":1}"');
  });
});
