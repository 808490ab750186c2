import { AIR_CATEGORY_COLOURS, API_BANDS, API_EMERGENCY_ABOVE } from '@eqmp/domain';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';

/** The health advice of each air quality class, and what to follow above the emergency level. */
export function AirAdviceCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('public:air.adviceTitle')}>
      <Table
        rowKey="category"
        size="small"
        pagination={false}
        dataSource={[...API_BANDS]}
        columns={[
          {
            key: 'class',
            title: t('public:air.class'),
            render: (_, b) => (
              <ClassSwatch
                colour={AIR_CATEGORY_COLOURS[b.category]}
                label={t(`maps:class.air.${b.category}`)}
              />
            ),
          },
          {
            key: 'advice',
            title: t('public:air.advice'),
            render: (_, b) => t(`calculators:air.advice.${b.advice}`),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
        {t('public:air.emergency', {
          above: API_EMERGENCY_ABOVE,
          advice: t('calculators:air.advice.FOLLOW_NSC_ORDERS'),
        })}
      </Typography.Paragraph>
    </Card>
  );
}
