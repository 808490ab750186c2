import { type Pm25Variant as Pm25Table } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { setPm25Table, standardsKeys } from '../api/standards-api';

/** The PM2.5 breakpoint table every API calculation uses: A (default) or B (design/INDICES.md §1). */
export function Pm25TableCard({ current }: { current: Pm25Table }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Pm25Table>(current);
  useEffect(() => setChoice(current), [current]);
  const save = useMutation({
    mutationFn: setPm25Table,
    onSuccess: (overview) => {
      queryClient.setQueryData(standardsKeys.all, overview);
      void message.success(t('calculators:standards.pm25.saved'));
    },
    onError: (error) => void showError(error),
  });
  return (
    <Card title={t('calculators:standards.pm25.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        {t('calculators:standards.pm25.body')}
      </Typography.Paragraph>
      <Space wrap>
        <Radio.Group
          value={choice}
          onChange={(e) => setChoice(e.target.value as Pm25Table)}
          options={(['A', 'B'] as const).map((v) => ({
            value: v,
            label: t(`calculators:air.pm25TableName.${v}`),
          }))}
        />
        <Popconfirm
          title={t('calculators:standards.pm25.confirm')}
          onConfirm={() => save.mutate(choice)}
          okText={t('common:action.yes')}
          cancelText={t('common:action.no')}
          disabled={choice === current}
        >
          <Button type="primary" disabled={choice === current} loading={save.isPending}>
            {t('calculators:standards.pm25.apply')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
