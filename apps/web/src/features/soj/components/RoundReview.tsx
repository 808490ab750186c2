import type { SojParameter, SojRoundResponse } from '@eqmp/domain';
import { Button, Descriptions, Form, Input, Space, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { StatusTag } from './StatusTag';
import { FormModal } from '../../../components/FormModal';
import { formatDay } from '../../../lib/format';

export type ReviewDecision = 'accept' | 'return';

/** One round's results and history, with the reviewer's two choices (remarks needed to return it). */
export function RoundReview({
  round,
  parameters,
  acceptLabel,
  onDecide,
  onClose,
}: {
  round: SojRoundResponse;
  parameters: readonly SojParameter[];
  acceptLabel: string;
  onDecide: (decision: ReviewDecision, remarks: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { showError } = useMessageDialog();
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [needRemarks, setNeedRemarks] = useState(false);
  const parameter = (code: string) => parameters.find((p) => p.code === code);

  const decide = async (decision: ReviewDecision) => {
    if (decision === 'return' && !remarks.trim()) {
      setNeedRemarks(true);
      return;
    }
    setBusy(true);
    try {
      await onDecide(decision, remarks.trim() || undefined);
      onClose();
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      dirty={remarks.trim() !== ''}
      open
      width={760}
      title={t('soj:review.title', {
        station: `${round.stationId} · ${round.stationName}`,
        quarter: round.quarter,
      })}
      onCancel={onClose}
      footer={null}
    >
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('soj:col.status')}>
          <StatusTag status={round.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('soj:col.sampled')}>
          {formatDay(round.sampledOn)}
        </Descriptions.Item>
        <Descriptions.Item label={t('soj:col.enteredBy')}>
          {round.enteredBy ?? '–'}
        </Descriptions.Item>
        <Descriptions.Item label={t('soj:col.verifiedBy')}>
          {round.verifiedBy ?? '–'}
        </Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="parameterCode"
        size="small"
        pagination={false}
        dataSource={round.results}
        columns={[
          {
            title: t('soj:col.parameter'),
            dataIndex: 'parameterCode',
            render: (code: string) => `${parameter(code)?.name ?? code} (${code})`,
          },
          {
            title: t('soj:col.value'),
            dataIndex: 'value',
            align: 'right',
            render: (v: number, r) => `${r.censored ? '<' : ''}${v}`,
          },
          {
            title: t('soj:col.unit'),
            dataIndex: 'parameterCode',
            key: 'unit',
            render: (code: string) => parameter(code)?.unit ?? '',
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('soj:review.history')}
      </Typography.Title>
      <Timeline
        items={round.history.map((h) => ({
          children: `${formatDateTime(h.at, language)} · ${h.username} · ${t(`soj:action.${h.action}`)} (${t(`soj:status.${h.fromStatus}`)} → ${t(`soj:status.${h.toStatus}`)})${h.remarks ? ` · ${h.remarks}` : ''}`,
        }))}
      />
      <Form layout="vertical">
        <Form.Item
          label={t('soj:review.remarks')}
          validateStatus={needRemarks ? 'error' : undefined}
          help={needRemarks ? t('soj:review.remarksRequired') : undefined}
        >
          <Input.TextArea
            value={remarks}
            onChange={(e) => {
              setRemarks(e.target.value);
              setNeedRemarks(false);
            }}
            rows={2}
            maxLength={1000}
          />
        </Form.Item>
        <Space>
          <Button type="primary" loading={busy} onClick={() => void decide('accept')}>
            {acceptLabel}
          </Button>
          <Button danger loading={busy} onClick={() => void decide('return')}>
            {t('soj:review.return')}
          </Button>
        </Space>
      </Form>
    </FormModal>
  );
}
