import { MODULES, type StationFull } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { refParametersQuery } from '../api/inventory-api';
import { setStationParameters } from '../api/inventory-mutations';
import { useInventoryAction } from '../hooks/useInventoryAction';
import { parameterName } from '../utils/format';

/** Chooses the parameters a station measures, from the active parameters of its medium. */
export function StationParametersEditor({ station }: { station: StationFull }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const parameters = useQuery(refParametersQuery);
  const [codes, setCodes] = useState(() => station.parameters.map((p) => p.code));
  const save = useInventoryAction(() => setStationParameters(station.id, codes), {
    doneKey: 'inventory:parametersEditor.saved',
  });
  const medium = MODULES[station.module].medium;
  const options = (parameters.data ?? [])
    .filter((p) => p.medium === medium && (p.isActive || codes.includes(p.code)))
    .map((p) => ({
      value: p.code,
      label: `${p.code} – ${parameterName(p, language)} (${p.unit})`,
    }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('inventory:parametersEditor.hint')}</Typography.Text>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        aria-label={t('inventory:station.parameters')}
        loading={parameters.isPending}
        value={codes}
        onChange={setCodes}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate(undefined)}>
        {t('common:action.save')}
      </Button>
    </Space>
  );
}
