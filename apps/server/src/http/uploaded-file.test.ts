import { describe, expect, it } from 'vitest';
import { cleanUploadName } from './uploaded-file.js';

describe('cleanUploadName', () => {
  it.each([
    // A right-to-left override shows `invoice‮fdp.exe` as `invoiceexe.pdf`.
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u202egpj.exe.pdf', 'gpj.exe.pdf'],
    ['a\u202Ab\u202Bc\u202Cd\u202De.pdf', 'abcde.pdf'],
    ['\u2066iso\u2067late\u2068d\u2069.docx', 'isolated.docx'],
    ['mark\u200E\u200F\u061C.png', 'mark.png'],
    ['line\u2028break\u2029.csv', 'linebreak.csv'],
    ['tab\there\r\n\u0000\u007f\u0085.xlsx', 'tabhere.xlsx'],
    ['\uFEFFbom.csv', 'bom.csv'],
    ['C:\\Users\\me\\"quoted".pdf', 'quoted.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['Laporan Kualiti Udara – Mac 2026 (ms).pdf', 'Laporan Kualiti Udara – Mac 2026 (ms).pdf'],
    ['\u202E', ''],
  ])('%j → %j', (name, expected) => {
    expect(cleanUploadName(name)).toBe(expected);
  });

  it('keeps at most 200 characters, never cutting one in half', () => {
    expect(cleanUploadName('a'.repeat(300))).toHaveLength(200);
    const emoji = cleanUploadName('😀'.repeat(300));
    expect([...emoji]).toHaveLength(200);
    expect(emoji).toBe('😀'.repeat(200));
  });
});
