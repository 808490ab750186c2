import { CheckCircleOutlined } from '@ant-design/icons';
import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RobotCheckState } from '../lib/useRobotCheck';

/** What a public form shows of its robot check: progress while the browser works, then done. */
export function RobotCheckProgress({ state }: { state: RobotCheckState }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'done')
    return (
      <Typography.Text type="success" role="status" data-testid="robot-check">
        <CheckCircleOutlined /> {t('common:robotCheck.done')}
      </Typography.Text>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} role="status" data-testid="robot-check">
      <Typography.Text>{t('common:robotCheck.checking')}</Typography.Text>
      <Progress
        percent={Math.floor(state.progress * 100)}
        size="small"
        status="active"
        aria-label={t('common:robotCheck.checking')}
      />
    </Space>
  );
}
