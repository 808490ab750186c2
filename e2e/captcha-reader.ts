import svgCaptcha from 'svg-captcha';

/**
 * Reads the portal's captcha the way a program would, so a journey can pass it like a person: the
 * captcha draws each character as the outline of a glyph of its font, shifted and jittered by at
 * most 0.1 px per point. Each drawn outline is compared, relative to its first point, with the
 * outline of every character of the font at the same size; the closest one is the character.
 */
interface Command {
  readonly type: string;
  readonly points: readonly number[];
}

interface Glyph {
  getPath(x: number, y: number, fontSize: number): { commands: Record<string, number | string>[] };
}

const { font, fontSize } = (
  svgCaptcha as unknown as {
    options: { font: { charToGlyph(ch: string): Glyph }; fontSize: number };
  }
).options;
const CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function parse(d: string): Command[] {
  return [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, type, args]) => ({
    type: type!,
    points: (args!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number),
  }));
}

function relative(commands: readonly Command[]): Command[] {
  const [x0 = 0, y0 = 0] = commands[0]?.points ?? [];
  return commands.map((c) => ({
    type: c.type,
    points: c.points.map((v, i) => v - (i % 2 === 0 ? x0 : y0)),
  }));
}

const reference = CHARACTERS.split('').map((ch) => {
  const commands = font
    .charToGlyph(ch)
    .getPath(0, 0, fontSize)
    .commands.map((c) => {
      const { type, ...rest } = c;
      const order = ['x1', 'y1', 'x2', 'y2', 'x', 'y'].filter((k) => k in rest);
      return { type: String(type), points: order.map((k) => Number(rest[k])) };
    });
  return { ch, outline: relative(commands) };
});

function distance(a: readonly Command[], b: readonly Command[]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let worst = 0;
  for (const [i, c] of a.entries()) {
    const other = b[i]!;
    if (c.type !== other.type || c.points.length !== other.points.length)
      return Number.POSITIVE_INFINITY;
    for (const [j, v] of c.points.entries())
      worst = Math.max(worst, Math.abs(v - other.points[j]!));
  }
  return worst;
}

/** The characters of a captcha SVG, left to right. */
export function readCaptcha(svg: string): string {
  const glyphs = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/g)].map(([, d]) => {
    const commands = parse(d!);
    const xs = commands.flatMap((c) => c.points.filter((_, i) => i % 2 === 0));
    const best = reference
      .map((r) => ({ ch: r.ch, d: distance(relative(commands), r.outline) }))
      .sort((a, b) => a.d - b.d)[0]!;
    return { ch: best.ch, centre: (Math.min(...xs) + Math.max(...xs)) / 2 };
  });
  return glyphs
    .sort((a, b) => a.centre - b.centre)
    .map((g) => g.ch)
    .join('');
}
