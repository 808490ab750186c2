import { beforeEach, describe, expect, it } from 'vitest';
import { nameUnnamedControls } from './accessible-names';

const TEXTS = { scrollableTable: 'Scrollable table', progress: 'Progress' };

describe('nameUnnamedControls', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('names a select from its placeholder, and keeps a name the page gave', () => {
    document.body.innerHTML = `
      <div class="ant-select"><input class="ant-select-input" id="a"><div class="ant-select-placeholder">All states</div></div>
      <div class="ant-select"><input class="ant-select-input" id="b" aria-label="Station"><div class="ant-select-placeholder">All stations</div></div>`;
    nameUnnamedControls(document.body, TEXTS);
    expect(document.getElementById('a')?.getAttribute('aria-label')).toBe('All states');
    expect(document.getElementById('b')?.getAttribute('aria-label')).toBe('Station');
  });

  it('leaves an input alone that a label names', () => {
    document.body.innerHTML = `<label for="c">Module</label><div class="ant-select"><input class="ant-select-input" id="c"><div class="ant-select-placeholder">Pick</div></div>`;
    nameUnnamedControls(document.body, TEXTS);
    expect(document.getElementById('c')?.hasAttribute('aria-label')).toBe(false);
  });

  it('names an input in a table cell from its column heading and row', () => {
    document.body.innerHTML = `
      <div class="ant-table"><table><thead><tr><th>Role</th><th>Label</th></tr></thead>
      <tbody><tr data-row-key="System Admin"><td>System Admin</td><td><input class="ant-input" id="d"></td></tr></tbody></table></div>`;
    nameUnnamedControls(document.body, TEXTS);
    expect(document.getElementById('d')?.getAttribute('aria-label')).toBe('Label · System Admin');
  });

  it('names a progress bar with its text, and makes a table region a keyboard stop', () => {
    document.body.innerHTML = `
      <div class="ant-progress" role="progressbar" id="e"><span class="ant-progress-text">75%</span></div>
      <div class="ant-table-content" id="f"><table></table></div>`;
    nameUnnamedControls(document.body, TEXTS);
    expect(document.getElementById('e')?.getAttribute('aria-label')).toBe('Progress 75%');
    const region = document.getElementById('f')!;
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Scrollable table');
  });
});
