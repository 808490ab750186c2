import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { profileQuery, setDigest } from '../api/profile-api';

/**
 * The daily digest switch: when on, the work waiting for the user (as Home lists it) is mailed to
 * them at 08:00 Malaysia time, in the language they use when switching it on.
 */
export function DigestSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (dailyDigest: boolean) => setDigest({ dailyDigest }),
    onSuccess: (data) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      void message.success(
        t(data.dailyDigest ? 'profile:digest.switchedOn' : 'profile:digest.switchedOff'),
      );
    },
    onError: (error) => void showError(error),
  });
  return (
    <Space direction="vertical" size="small">
      <Space>
        <Switch
          id="daily-digest"
          checked={on}
          loading={change.isPending}
          onChange={(value) => change.mutate(value)}
        />
        <label htmlFor="daily-digest">{t('profile:digest.label')}</label>
      </Space>
      <Typography.Text type="secondary">{t('profile:digest.hint')}</Typography.Text>
    </Space>
  );
}
