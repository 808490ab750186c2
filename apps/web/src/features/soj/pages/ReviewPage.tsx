import type { SojRoundSummary } from '@eqmp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import {
  approveRound,
  reopenRound,
  sojParametersQuery,
  sojRoundQuery,
  sojRoundsQuery,
  verifyRound,
} from '../api/soj-api';
import { QueryError } from '../components/QueryError';
import { RoundReview } from '../components/RoundReview';
import { RoundsTable } from '../components/RoundsTable';
import { SojPageTitle } from '../components/SojPageTitle';
import { FormModal } from '../../../components/FormModal';

/**
 * The second and third pairs of eyes: `verify` lists entered rounds for a second person,
 * `pending_approval` lists verified rounds for a third, and lets an approver reopen an approved
 * round with a reason. The server refuses anyone who already handled the round.
 */
function ReviewPage({ mode }: { mode: 'verify' | 'approve' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { showError } = useMessageDialog();
  const waiting = useQuery(sojRoundsQuery({ status: mode === 'verify' ? 'entered' : 'verified' }));
  const approved = useQuery({
    ...sojRoundsQuery({ status: 'approved' }),
    enabled: mode === 'approve',
  });
  const parameters = useQuery(sojParametersQuery);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const round = useQuery({ ...sojRoundQuery(reviewing ?? 0), enabled: reviewing !== null });
  const [reopening, setReopening] = useState<SojRoundSummary | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['soj'] });

  const reopen = async () => {
    if (!reopening) return;
    try {
      await reopenRound(reopening.id, reason.trim());
      setReopening(null);
      setReason('');
      await refresh();
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <>
      <SojPageTitle page={mode === 'verify' ? 'verify' : 'pending_approval'} />
      <QueryError error={waiting.error} />
      <RoundsTable
        rounds={waiting.data ?? []}
        loading={waiting.isLoading}
        action={(r) => (
          <Button size="small" type="primary" onClick={() => setReviewing(r.id)}>
            {t('soj:review.open')}
          </Button>
        )}
      />
      {mode === 'approve' ? (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('soj:review.approvedTitle')}
          </Typography.Title>
          <RoundsTable
            rounds={approved.data ?? []}
            loading={approved.isLoading}
            pageSize={10}
            action={(r) => (
              <Button size="small" onClick={() => setReopening(r)}>
                {t('soj:review.reopen')}
              </Button>
            )}
          />
        </>
      ) : null}
      {reviewing !== null && round.data && parameters.data ? (
        <RoundReview
          round={round.data}
          parameters={parameters.data}
          acceptLabel={mode === 'verify' ? t('soj:review.verify') : t('soj:review.approve')}
          onDecide={async (decision, remarks) => {
            if (mode === 'verify')
              await verifyRound(
                round.data.id,
                decision === 'accept' ? 'verify' : 'return',
                remarks,
              );
            else
              await approveRound(
                round.data.id,
                decision === 'accept' ? 'approve' : 'return',
                remarks,
              );
            await refresh();
          }}
          onClose={() => setReviewing(null)}
        />
      ) : null}
      <FormModal
        dirty={reason.trim() !== ''}
        open={reopening !== null}
        title={t('soj:review.reopenTitle', {
          station: reopening?.stationId ?? '',
          quarter: reopening?.quarter ?? '',
        })}
        onCancel={() => setReopening(null)}
        onOk={() => void reopen()}
        okButtonProps={{ disabled: reason.trim().length < 5 }}
        okText={t('soj:review.reopen')}
        cancelText={t('common:action.cancel')}
      >
        <label htmlFor="soj-reopen-reason">{t('soj:review.reason')}</label>
        <Input.TextArea
          id="soj-reopen-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={1000}
        />
      </FormModal>
    </>
  );
}

export const VerifyPage = () => <ReviewPage mode="verify" />;
export const PendingApprovalPage = () => <ReviewPage mode="approve" />;
