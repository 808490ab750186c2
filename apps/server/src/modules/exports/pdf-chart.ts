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

/** Rounded axis bounds that include every value (and zero for bars). */
function yRange(chart: ExportChart): [number, number] {
  const values = chart.series.flatMap((s) =>
    s.data.filter((v): v is number => v !== null && Number.isFinite(v)),
  );
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (chart.type === 'bar') {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) {
    min -= 1;
    max += 1;
  }
  return [min, max];
}

function tickLabel(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Number(value.toFixed(2)).toString();
}

/**
 * Draws a line or grouped bar chart in the box (x, y, width, height) with a value axis, sparse
 * category labels and a legend underneath; null values leave a gap in a line.
 */
export function drawChart(
  doc: PDFKit.PDFDocument,
  chart: ExportChart,
  box: { x: number; y: number; width: number; height: number },
): void {
  const [min, max] = yRange(chart);
  const left = box.x + 40;
  const plotWidth = box.width - 40;
  const legendHeight = 14;
  const plotHeight = box.height - 24 - legendHeight;
  const top = box.y;
  const bottom = top + plotHeight;
  const yOf = (v: number) => bottom - ((v - min) / (max - min)) * plotHeight;
  const n = chart.categories.length;
  const slot = plotWidth / n;

  doc.save().fontSize(6).lineWidth(0.5);
  for (let i = 0; i <= 4; i++) {
    const v = min + ((max - min) * i) / 4;
    const y = yOf(v);
    doc
      .strokeColor(GRID)
      .moveTo(left, y)
      .lineTo(left + plotWidth, y)
      .stroke();
    doc
      .fillColor(AXIS)
      .text(tickLabel(v), box.x, y - 3, { width: 36, align: 'right', lineBreak: false });
  }
  doc
    .strokeColor(AXIS)
    .moveTo(left, top)
    .lineTo(left, bottom)
    .lineTo(left + plotWidth, bottom)
    .stroke();
  const every = Math.max(1, Math.ceil(n / 12));
  chart.categories.forEach((c, i) => {
    if (i % every !== 0) return;
    doc.fillColor(AXIS).text(pdfText(c), left + i * slot, bottom + 3, {
      width: Math.max(slot * every, 30),
      lineBreak: false,
      ellipsis: true,
    });
  });

  chart.series.forEach((series, s) => {
    const colour = PALETTE[s % PALETTE.length]!;
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
    const label = pdfText(series.name);
    doc.rect(legendX, legendY + 1, 8, 5).fill(PALETTE[s % PALETTE.length]);
    doc.fillColor(AXIS).text(label, legendX + 11, legendY, { lineBreak: false });
    legendX += 18 + doc.widthOfString(label);
  });
  doc.restore();
}
