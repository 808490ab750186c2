import type { SojRoundSummary } from '@eqmp/domain';
import type { TFunction } from 'i18next';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<SojRoundSummary['status'], string> = {
  planned: 'default',
  entered: 'blue',
  returned: 'orange',
  verified: 'purple',
  approved: 'green',
};

export function StatusTag({ status }: { status: SojRoundSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLOUR[status]}>{t(`soj:status.${status}`)}</Tag>;
}

export function SideTag({ side }: { side: 'MY' | 'SG' }) {
  const { t } = useTranslation();
  return <Tag color={side === 'MY' ? 'blue' : 'red'}>{t(`soj:side.${side}`)}</Tag>;
}

/** The station (id · name) and side columns of an SOJ list. */
export function stationSideColumns<
  R extends { stationId: string; stationName: string; side: 'MY' | 'SG' },
>(t: TFunction): TableColumnsType<R> {
  return [
    {
      title: t('soj:col.station'),
      dataIndex: 'stationId',
      render: (id: string, r) => `${id} · ${r.stationName}`,
    },
    {
      title: t('soj:col.side'),
      dataIndex: 'side',
      render: (side: 'MY' | 'SG') => <SideTag side={side} />,
    },
  ];
}
