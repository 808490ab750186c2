/** Characters of Windows-1252 above Latin-1's control range, which the standard PDF fonts have. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Readonly<Record<string, string>> = { '≤': '<=', '≥': '>=', '−': '-', '·': '·' };

/**
 * Text the PDF's standard fonts can draw (they only know Windows-1252): subscript digits become
 * plain digits (PM₂.₅ → PM2.5), a few symbols are spelled out, anything else unknown becomes '?'.
 * Malay and English need nothing more; µ, ³ and ° are part of the set.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x2080 && code <= 0x2089) out += String(code - 0x2080);
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(ch)) out += ch;
    else out += '?';
  }
  return out;
}
