/**
 * Names for the controls Ant Design renders without one, in one place for every page.
 *
 * Ant Design 6 gives a Select's combobox input no name from its placeholder, an InputNumber or
 * an Input inside a table cell no name at all, a Progress bar no name, and a scrolled table
 * region no keyboard stop. Pages name their controls where they can (Form.Item labels,
 * aria-label); this fills what is left from what the user sees: the placeholder, the column
 * heading, the progress text. It never replaces a name a page gave.
 */
export interface AccessibleNameTexts {
  /** Name of a scrollable table region. */
  readonly scrollableTable: string;
  /** Name of a progress bar without visible text. */
  readonly progress: string;
}

function hasName(el: Element): boolean {
  if (
    el.getAttribute('aria-label')?.trim() ||
    el.getAttribute('aria-labelledby')?.trim() ||
    el.getAttribute('title')?.trim()
  )
    return true;
  if (el instanceof HTMLInputElement && el.labels && el.labels.length > 0)
    return [...el.labels].some((l) => l.textContent?.trim());
  return false;
}

/** The visible text that names a control: its select's placeholder or value, or its column heading. */
function visibleName(input: Element): string | null {
  const select = input.closest('.ant-select');
  if (select) {
    const text = select
      .querySelector(
        '.ant-select-placeholder, .ant-select-content-item:not(.ant-select-content-item-prefix), .ant-select-selection-item',
      )
      ?.textContent?.trim();
    if (text) return text;
  }
  const placeholder = input.getAttribute('placeholder')?.trim();
  if (placeholder) return placeholder;
  const cell = input.closest('td');
  const table = cell?.closest('table');
  if (cell && table) {
    const index = [...(cell.parentElement?.children ?? [])].indexOf(cell);
    const headings = table.closest('.ant-table')?.querySelectorAll('thead th');
    const heading = headings?.item(index)?.textContent?.trim();
    const rowName = cell.parentElement?.getAttribute('data-row-key');
    if (heading) return rowName ? `${heading} · ${rowName}` : heading;
  }
  return null;
}

/** Names every unnamed control under `root` and makes scrolled table regions reachable by keyboard. */
export function nameUnnamedControls(root: ParentNode, texts: AccessibleNameTexts): void {
  for (const input of root.querySelectorAll(
    'input.ant-select-input, input.ant-input-number-input, td input.ant-input, td textarea',
  )) {
    if (hasName(input)) continue;
    const name = visibleName(input);
    if (name) input.setAttribute('aria-label', name);
  }
  for (const bar of root.querySelectorAll('.ant-progress')) {
    const target =
      bar.getAttribute('role') === 'progressbar'
        ? bar
        : (bar.querySelector('[role="progressbar"]') ?? bar);
    if (hasName(target)) continue;
    const text = bar.querySelector('.ant-progress-text')?.textContent?.trim();
    target.setAttribute('aria-label', text ? `${texts.progress} ${text}` : texts.progress);
  }
  for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    if (region.hasAttribute('tabindex')) continue;
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', texts.scrollableTable);
  }
}
