import { INFORMATION_INDICES, type InformationIndex } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { informationQuery } from '../api/get-information';
import { ApimsInformation } from '../components/ApimsInformation';
import { MqimsInformation } from '../components/MqimsInformation';
import { RqimsInformation } from '../components/RqimsInformation';

/** `/information/{apims,rqims,mqims}`: what the index is, its classes and colours, how it is computed, its sources. */
export function InformationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const index = INFORMATION_INDICES.find((i) => pathname.endsWith(`/${i}`)) as InformationIndex;
  const info = useQuery(informationQuery(index));
  return (
    <Space
      direction="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 1100, margin: '0 auto', padding: 16 }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(`information:${index}.title`)}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t(`information:${index}.what`)}
      </Typography.Paragraph>
      {info.error && <Alert type="error" showIcon title={info.error.message} />}
      {info.isPending && <Skeleton active />}
      {info.data?.index === 'apims' && <ApimsInformation data={info.data} />}
      {info.data?.index === 'rqims' && <RqimsInformation data={info.data} />}
      {info.data?.index === 'mqims' && <MqimsInformation data={info.data} />}
      <Typography.Paragraph type="secondary">{t('information:attribution')}</Typography.Paragraph>
    </Space>
  );
}
