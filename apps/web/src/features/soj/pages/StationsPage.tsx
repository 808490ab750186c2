import type { SojStation } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sojStationsQuery } from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { SojPageTitle } from '../components/SojPageTitle';
import { StationSideDialog } from '../components/StationSideDialog';
import { useSession } from '../../../lib/session';
import { StationsMiniMap } from '../components/StationsMiniMap';
import { SideTag } from '../components/StatusTag';
import { CompactTable } from '../../../components/CompactTable';

/** Both sides' stations with their coordinates, listed and on a mini-map; a planner records their sides. */
export function StationsPage() {
  const { t } = useTranslation();
  const stations = useQuery(sojStationsQuery);
  const canPlan = (useSession().ticked ?? []).includes('Sampling Schedule SOJ');
  const [editing, setEditing] = useState<SojStation | null>(null);
  const coordinate = (v: number | null) => (v === null ? '–' : v.toFixed(5));
  const columns: TableColumnsType<SojStation> = [
    { title: t('soj:col.station'), dataIndex: 'id' },
    { title: t('soj:col.name'), dataIndex: 'name' },
    {
      title: t('soj:col.side'),
      dataIndex: 'side',
      render: (side: 'MY' | 'SG') => <SideTag side={side} />,
    },
    { title: t('soj:col.group'), dataIndex: 'stationGroup' },
    { title: t('soj:col.longitude'), dataIndex: 'longitude', align: 'right', render: coordinate },
    { title: t('soj:col.latitude'), dataIndex: 'latitude', align: 'right', render: coordinate },
    ...(canPlan
      ? [
          {
            title: t('soj:col.action'),
            key: 'action',
            render: (_: unknown, s: SojStation) => (
              <Button size="small" onClick={() => setEditing(s)}>
                {t('soj:stations.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <SojPageTitle page="stations" />
      <QueryError error={stations.error} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <CompactTable<SojStation>
            rowKey="id"
            columns={columns}
            dataSource={stations.data ?? []}
            loading={stations.isLoading}
            pagination={false}
          />
        </Col>
        <Col xs={24} xl={12}>
          {stations.data ? <StationsMiniMap stations={stations.data} /> : null}
        </Col>
      </Row>
      {editing && <StationSideDialog station={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
