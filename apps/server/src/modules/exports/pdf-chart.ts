import { displayUnit } from '@eqmp/domain';
import type { ExportChart } from './export-table.js';
import { pdfText } from './pdf-text.js';

/** Series colours (data colours on white paper, not UI theme colours). */
const PALETTE = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
];
const AXIS = '#555555';
const GRID = '#dddddd';

/** Whether the chart has at least one value to draw. */
export function chartHasData(chart: ExportChart | undefined): chart is ExportChart {
  return (
    !!chart &&
    chart.categories.length > 0 &&
    chart.series.some((s) => s.data.some((v) => v !== null && Number.isFinite(v)))
  );
}

/**
 * A round axis for the values: bounds and a step of 1, 2, 2.5 or 5 × 10ⁿ giving about five
 * ticks (0, 20, 40 …; 0.01, 0.02 …), including zero for bars.
 */
export function niceAxis(values: readonly number[], withZero: boolean) {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (withZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const rough = (max - min) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const decimals = Math.max(
    0,
    -Math.floor(Math.log10(step) + 1e-9) + (step / magnitude === 2.5 ? 1 : 0),
  );
  return {
    min: Math.floor(min / step + 1e-9) * step,
    max: Math.ceil(max / step - 1e-9) * step,
    step,
    label: (v: number) => (Math.abs(v) < step / 1e6 ? 0 : v).toFixed(decimals),
  };
}

/**
 * Draws a line or grouped bar chart in the box (x, y, width, height) with a value axis, sparse
 * category labels and a legend underneath; null values leave a gap in a line.
 */
function drawChart(
  doc: PDFKit.PDFDocument,
  chart: ExportChart,
  box: { x: number; y: number; width: number; height: number },
  unit: string,
  colourOf: (series: number) => string,
): void {
  const values = chart.series.flatMap((s) =>
    s.data.filter((v): v is number => v !== null && Number.isFinite(v)),
  );
  const axis = niceAxis(values, chart.type === 'bar');
  const { min, max } = axis;
  const left = box.x + 40;
  const plotWidth = box.width - 40;
  const legendHeight = 14;
  const plotHeight = box.height - 24 - legendHeight;
  const top = box.y;
  const bottom = top + plotHeight;
  const yOf = (v: number) => bottom - ((v - min) / (max - min)) * plotHeight;
  const n = chart.categories.length;
  const slot = plotWidth / n;

  doc.save().font('Helvetica').fontSize(6).lineWidth(0.5);
  if (unit)
    doc.fillColor(AXIS).text(pdfText(displayUnit(unit)), box.x, top - 9, { lineBreak: false });
  for (let v = min; v <= max + axis.step / 2; v += axis.step) {
    const y = yOf(v);
    doc
      .strokeColor(GRID)
      .moveTo(left, y)
      .lineTo(left + plotWidth, y)
      .stroke();
    doc
      .fillColor(AXIS)
      .text(axis.label(v), box.x, y - 3, { width: 36, align: 'right', lineBreak: false });
  }
  doc
    .strokeColor(AXIS)
    .moveTo(left, top)
    .lineTo(left, bottom)
    .lineTo(left + plotWidth, bottom)
    .stroke();
  const every = Math.max(1, Math.ceil(n / 12));
  // Each label is centred under its point (or bar group, or box).
  const labelWidth = Math.max(slot * every, 30);
  chart.categories.forEach((c, i) => {
    if (i % every !== 0) return;
    doc.fillColor(AXIS).text(pdfText(c), left + i * slot + slot / 2 - labelWidth / 2, bottom + 3, {
      width: labelWidth,
      align: 'center',
      lineBreak: false,
      ellipsis: true,
    });
  });
  if (chart.type === 'box') {
    drawBoxes(doc, chart, { left, slot, yOf, colour: colourOf(0) });
    doc.restore();
    return;
  }

  chart.series.forEach((series, s) => {
    const colour = colourOf(s);
    if (chart.type === 'bar') {
      const barWidth = (slot * 0.8) / chart.series.length;
      series.data.forEach((v, i) => {
        if (v === null || !Number.isFinite(v)) return;
        const x = left + i * slot + slot * 0.1 + s * barWidth;
        const y0 = yOf(Math.max(0, min));
        doc
          .rect(x, Math.min(yOf(v), y0), Math.max(barWidth, 0.5), Math.abs(y0 - yOf(v)))
          .fill(colour);
      });
    } else {
      doc.strokeColor(colour).lineWidth(1);
      let drawing = false;
      series.data.forEach((v, i) => {
        const x = left + i * slot + slot / 2;
        if (v === null || !Number.isFinite(v)) {
          drawing = false;
          return;
        }
        if (drawing) doc.lineTo(x, yOf(v));
        else doc.moveTo(x, yOf(v));
        drawing = true;
      });
      doc.stroke();
    }
  });

  let legendX = left;
  const legendY = bottom + 14;
  chart.series.forEach((series, s) => {
    const label = pdfText(unit ? `${series.name} (${displayUnit(unit)})` : series.name);
    doc.rect(legendX, legendY + 1, 8, 5).fill(colourOf(s));
    doc.fillColor(AXIS).text(label, legendX + 11, legendY, { lineBreak: false });
    legendX += 18 + doc.widthOfString(label);
  });
  doc.restore();
}

/** Box plots: whiskers from minimum to maximum, a box from the lower to the upper quartile, the median. */
function drawBoxes(
  doc: PDFKit.PDFDocument,
  chart: ExportChart,
  at: { left: number; slot: number; yOf: (v: number) => number; colour: string },
): void {
  chart.categories.forEach((_, i) => {
    const five = chart.series.slice(0, 5).map((s) => s.data[i]);
    if (five.length < 5 || five.some((v) => v === null || v === undefined || !Number.isFinite(v)))
      return;
    const [low, q1, median, q3, high] = (five as number[]).map(at.yOf);
    const centre = at.left + i * at.slot + at.slot / 2;
    const half = Math.min(at.slot * 0.2, 20);
    doc.lineWidth(0.8).strokeColor(at.colour);
    doc.moveTo(centre, low!).lineTo(centre, q1!).moveTo(centre, q3!).lineTo(centre, high!).stroke();
    doc
      .moveTo(centre - half / 2, low!)
      .lineTo(centre + half / 2, low!)
      .stroke();
    doc
      .moveTo(centre - half / 2, high!)
      .lineTo(centre + half / 2, high!)
      .stroke();
    doc
      .rect(centre - half, q3!, 2 * half, Math.max(q1! - q3!, 0.5))
      .fillAndStroke('#dbe9f6', at.colour);
    doc
      .lineWidth(1.5)
      .moveTo(centre - half, median!)
      .lineTo(centre + half, median!)
      .stroke();
  });
}

/**
 * Draws the chart under the query, one panel per unit (series of different units never share an
 * axis; a series is named as its column, whose unit `unitOf` gives), each with round ticks, its
 * unit above the axis and in the legend. A panel that would cross `area.bottom` starts a page.
 */
export function drawCharts(
  doc: PDFKit.PDFDocument,
  chart: ExportChart,
  area: { x: number; width: number; bottom: number },
  newPage: () => void,
  unitOf: (series: string) => string | undefined,
): void {
  const units = [...new Set(chart.series.map((s) => unitOf(s.name) ?? ''))];
  // One panel keeps the full height; several share a page's worth, none below 110 points.
  const height = units.length === 1 ? 190 : Math.max(110, Math.floor(300 / units.length));
  for (const unit of units) {
    const indices = chart.series
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => (unitOf(s.name) ?? '') === unit);
    const panel = { ...chart, series: indices.map(({ s }) => s) };
    if (!chartHasData(panel)) continue;
    if (doc.y + height + 12 > area.bottom) newPage();
    const box = { x: area.x, y: doc.y + 10, width: area.width, height };
    drawChart(doc, panel, box, unit, (k) => PALETTE[indices[k]!.i % PALETTE.length]!);
    doc.y = box.y + box.height + 4;
  }
}
