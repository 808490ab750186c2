import { INFORMATION_INDICES, type InformationIndex } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { informationQuery } from '../api/get-information';
import { ApimsInformation } from '../components/ApimsInformation';
import { MqimsInformation } from '../components/MqimsInformation';
import { RqimsInformation } from '../components/RqimsInformation';
import { PublicPage } from '../../../components/PublicPage';

/** `/information/{apims,rqims,mqims}`: what the index is, its classes and colours, how it is computed, its sources. */
export function InformationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const index = INFORMATION_INDICES.find((i) => pathname.endsWith(`/${i}`)) as InformationIndex;
  const info = useQuery(informationQuery(index));
  return (
    <PublicPage
      title={t(`information:${index}.title`)}
      intro={t(`information:${index}.what`)}
      query={info}
    >
      {info.data?.index === 'apims' && <ApimsInformation data={info.data} />}
      {info.data?.index === 'rqims' && <RqimsInformation data={info.data} />}
      {info.data?.index === 'mqims' && <MqimsInformation data={info.data} />}
      <Typography.Paragraph type="secondary">{t('information:attribution')}</Typography.Paragraph>
    </PublicPage>
  );
}
