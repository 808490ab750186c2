import { MODULE_CODES } from '@eqmp/domain';
import { Checkbox, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The search over the documents (including inside PDFs), their module and year, and the bin for a writer. */
export function DocumentFilters({
  q,
  module,
  year,
  bin,
  writer,
  setParam,
}: {
  q: string;
  module: string | undefined;
  year: number | undefined;
  bin: boolean;
  writer: boolean;
  setParam: (key: string, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Input.Search
        aria-label={t('documents:search.label')}
        placeholder={t('documents:search.placeholder')}
        defaultValue={q}
        allowClear
        onSearch={(v) => setParam('q', v.trim() || undefined)}
        style={{ width: 320 }}
      />
      <Select
        aria-label={t('documents:search.module')}
        placeholder={t('documents:search.module')}
        allowClear
        value={module}
        onChange={(v?: string) => setParam('module', v)}
        style={{ width: 140 }}
        options={MODULE_CODES.map((m) => ({ value: m, label: m }))}
      />
      <InputNumber
        aria-label={t('documents:search.year')}
        placeholder={t('documents:search.year')}
        min={1970}
        max={2100}
        value={year}
        onChange={(v) => setParam('year', v ? String(v) : undefined)}
      />
      {writer && (
        <Checkbox
          checked={bin}
          onChange={(e) => setParam('bin', e.target.checked ? '1' : undefined)}
        >
          {t('documents:search.bin')}
        </Checkbox>
      )}
    </Space>
  );
}
