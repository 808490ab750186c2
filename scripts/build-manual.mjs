// Builds the user manual: each Markdown document under docs/manual/<language>/ becomes a PDF
// under <outDir>/<language>/<name>.pdf. Images named in the Markdown are read from
// docs/manual/images/<language>, screenshots taken by `npm run manual:screenshots`
// (scripts/manual-screenshots.mjs). A picture that script takes but has not taken yet is left out
// with a warning, so a new chapter builds before its screenshots exist; any other missing picture
// is an error.
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { marked } from 'marked';
import PDFDocument from 'pdfkit';
import { SCREENSHOTS } from './manual-screenshots.mjs';

export const MANUAL_SOURCE = resolve(new URL('..', import.meta.url).pathname, 'docs/manual');
const LANGUAGES = ['en', 'ms'];
const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  code: 'Courier',
};
const HEADING_SIZE = { 1: 20, 2: 15, 3: 12 };

/** Plain text of inline tokens (for titles and outlines). */
const plain = (tokens) =>
  (tokens ?? []).map((t) => (t.tokens ? plain(t.tokens) : (t.text ?? ''))).join('');

/** Writes inline tokens (bold, italic, code, links) as one flowing paragraph. */
function inline(doc, tokens, options = {}) {
  const runs = [];
  const walk = (list, style) => {
    for (const t of list ?? []) {
      if (t.type === 'strong') walk(t.tokens, { ...style, bold: true });
      else if (t.type === 'em') walk(t.tokens, { ...style, italic: true });
      else if (t.type === 'codespan') runs.push({ text: decode(t.text), font: FONT.code });
      else if (t.type === 'link') walk(t.tokens, style);
      else if (t.type === 'br') runs.push({ text: '\n', font: FONT.regular });
      else if (t.tokens) walk(t.tokens, style);
      else if (t.text !== undefined)
        runs.push({
          text: decode(t.text),
          font: style.bold ? FONT.bold : style.italic ? FONT.italic : FONT.regular,
        });
    }
  };
  walk(tokens, {});
  if (runs.length === 0) return;
  runs.forEach((run, i) => {
    doc.font(run.font).text(run.text, { ...options, continued: i < runs.length - 1 });
  });
  doc.font(FONT.regular);
}

const decode = (text) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'");

function block(doc, token, imagesDir) {
  switch (token.type) {
    case 'heading': {
      const size = HEADING_SIZE[token.depth] ?? 11;
      if (token.depth <= 2) doc.moveDown(0.5);
      doc
        .font(FONT.bold)
        .fontSize(size)
        .text(decode(plain(token.tokens)));
      doc.font(FONT.regular).fontSize(10.5).moveDown(0.3);
      if (token.depth <= 2) doc.outline.addItem(decode(plain(token.tokens)));
      return;
    }
    case 'paragraph': {
      const images = token.tokens.filter((t) => t.type === 'image');
      if (images.length > 0) {
        for (const image of images) {
          const path = join(imagesDir, basename(image.href));
          if (!existsSync(path)) {
            if (!SCREENSHOTS.some((shot) => shot.name === basename(image.href)))
              throw new Error(`The manual names an image that does not exist: ${image.href}`);
            notTaken.add(path);
            continue;
          }
          if (doc.y > doc.page.height - 320) doc.addPage();
          doc.image(path, { fit: [doc.page.width - 144, 280], align: 'center' });
          doc
            .moveDown(0.2)
            .font(FONT.italic)
            .fontSize(9)
            .text(decode(image.text), { align: 'center' });
          doc.font(FONT.regular).fontSize(10.5).moveDown(0.6);
        }
        return;
      }
      inline(doc, token.tokens);
      doc.moveDown(0.5);
      return;
    }
    case 'list': {
      token.items.forEach((item, i) => {
        const marker = token.ordered ? `${(token.start || 1) + i}.` : '•';
        const startY = doc.y;
        doc.text(marker, 72, startY, { width: 18, continued: false });
        doc.x = 90;
        doc.y = startY;
        const tokens = item.tokens.flatMap((t) =>
          t.type === 'text' || t.type === 'paragraph' ? (t.tokens ?? [t]) : [],
        );
        inline(doc, tokens, { width: doc.page.width - 162 });
        doc.x = 72;
        doc.moveDown(0.2);
      });
      doc.moveDown(0.3);
      return;
    }
    case 'table': {
      const columns = token.header.length;
      const width = (doc.page.width - 144) / columns;
      const row = (cells, font) => {
        if (doc.y > doc.page.height - 100) doc.addPage();
        const y = doc.y;
        let bottom = y;
        cells.forEach((cell, i) => {
          doc
            .font(font)
            .fontSize(9.5)
            .text(decode(plain(cell.tokens)), 72 + i * width, y, { width: width - 6 });
          bottom = Math.max(bottom, doc.y);
        });
        doc.x = 72;
        doc.y = bottom + 3;
      };
      row(token.header, FONT.bold);
      for (const cells of token.rows) row(cells, FONT.regular);
      doc.font(FONT.regular).fontSize(10.5).moveDown(0.5);
      return;
    }
    case 'blockquote':
      doc.font(FONT.italic);
      for (const child of token.tokens) block(doc, child, imagesDir);
      doc.font(FONT.regular);
      return;
    case 'code':
      doc
        .font(FONT.code)
        .fontSize(9)
        .text(token.text)
        .font(FONT.regular)
        .fontSize(10.5)
        .moveDown(0.5);
      return;
    case 'hr':
      doc.moveDown(0.5);
      return;
    default:
      return;
  }
}

/** Renders one Markdown text to a PDF file; resolves when the file is written. */
export function renderManual(markdown, outFile, { language, imagesDir }) {
  const tokens = marked.lexer(markdown);
  const title = tokens.find((t) => t.type === 'heading' && t.depth === 1);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    lang: language,
    displayTitle: true,
    info: {
      Title: title ? decode(plain(title.tokens)) : basename(outFile, '.pdf'),
      Author: 'EQMP',
    },
  });
  const done = new Promise((ok, fail) => {
    const stream = createWriteStream(outFile);
    stream.on('finish', ok).on('error', fail);
    doc.pipe(stream);
  });
  doc.font(FONT.regular).fontSize(10.5);
  for (const token of tokens) {
    doc.x = 72;
    block(doc, token, imagesDir);
  }
  doc.end();
  return done;
}

/** Screenshots the chapters name that the screenshot script has not taken yet (build warning). */
const notTaken = new Set();

/** Builds every document of every language into `outDir`; returns the files written. */
export async function buildManual(outDir, source = MANUAL_SOURCE) {
  const written = [];
  notTaken.clear();
  for (const language of LANGUAGES) {
    const dir = join(source, language);
    mkdirSync(join(outDir, language), { recursive: true });
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      const outFile = join(outDir, language, name.replace(/\.md$/, '.pdf'));
      await renderManual(readFileSync(join(dir, name), 'utf8'), outFile, {
        language,
        imagesDir: join(source, 'images', language),
      });
      written.push(outFile);
    }
  }
  if (notTaken.size > 0)
    console.warn(
      `The manual was built without ${notTaken.size} screenshots not taken yet; run npm run manual:screenshots:\n  ${[...notTaken].join('\n  ')}`,
    );
  return written;
}
