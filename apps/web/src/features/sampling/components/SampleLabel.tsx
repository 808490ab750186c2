import { PrinterOutlined } from '@ant-design/icons';
import type { SampleItem } from '@eqmp/domain';
import { Button, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../sampling.css';
import { formatDay } from '../../../lib/format';

/**
 * A sample's label: its code as a QR code (read by any phone or handheld scanner) and in clear,
 * with the station and the planned day. Printing shows the label alone (sampling.css).
 */
export function SampleLabel({ sample }: { sample: SampleItem }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }}>
      <div className="sampling-label" aria-label={t('sampling:label.title', { code: sample.code })}>
        <QRCode value={sample.code} size={128} bordered={false} color="#000000" bgColor="#ffffff" />
        <div className="sampling-label-text">
          <strong>{sample.code}</strong>
          <span>
            {sample.stationId} — {sample.stationName}
          </span>
          <span>
            {t('sampling:col.plannedOn')}: {formatDay(sample.plannedOn)}
          </span>
        </div>
      </div>
      <Typography.Text type="secondary">{t('sampling:label.hint')}</Typography.Text>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('sampling:label.print')}
      </Button>
    </Space>
  );
}
