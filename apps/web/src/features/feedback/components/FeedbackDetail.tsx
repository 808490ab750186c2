import type { FeedbackStatus } from '@eqmp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { feedbackItemQuery, replyToFeedback, setFeedbackStatus } from '../api/feedback-api';

/** One message in the inbox: what was sent, by whom, the replies, a reply form and its status. */
export function FeedbackDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { show, showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const item = useQuery(feedbackItemQuery(id));
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const data = item.data;

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const content = await work();
      await queryClient.invalidateQueries({ queryKey: ['feedback'] });
      await show({ kind: 'success', title: t('common:dialog.successTitle'), content });
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  };
  const setStatus = (status: FeedbackStatus) =>
    act(async () => {
      await setFeedbackStatus(id, status);
      return t('feedback:inbox.statusChanged', { status: t(`feedback:status.${status}`) });
    });

  if (item.error) return <Alert type="error" showIcon title={item.error.message} />;
  if (!data) return null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('feedback:inbox.received')}>
          {formatDateTime(data.receivedAt, language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback:inbox.category')}>
          {t(`feedback:category.${data.category}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback:inbox.status')}>
          <Tag>{t(`feedback:status.${data.status}`)}</Tag>
          {data.statusChangedBy && data.statusChangedAt && (
            <Typography.Text type="secondary">
              {t('feedback:inbox.lastChange', {
                user: data.statusChangedBy,
                at: formatDateTime(data.statusChangedAt, language),
              })}
            </Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback:inbox.contact')}>
          {[data.contactName, data.contactEmail, data.contactPhone].filter(Boolean).join(' · ') ||
            t('feedback:inbox.anonymous')}
        </Descriptions.Item>
        {data.username && (
          <Descriptions.Item label={t('feedback:inbox.account')}>{data.username}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('feedback:inbox.language')}>
          {t(`feedback:language.${data.language}`)}
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('feedback:inbox.message')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-message">
          {data.message}
        </Typography.Paragraph>
      </div>
      <div>
        <Typography.Title level={5}>{t('feedback:inbox.replies')}</Typography.Title>
        {data.replies.length === 0 ? (
          <Typography.Text type="secondary">{t('feedback:inbox.noReplies')}</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={data.replies}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  title={t('feedback:inbox.repliedBy', {
                    user: r.username,
                    at: formatDateTime(r.at, language),
                    email: r.emailedTo,
                  })}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{r.body}</span>}
                />
              </List.Item>
            )}
          />
        )}
      </div>
      {data.contactEmail ? (
        <Form layout="vertical">
          <Form.Item
            label={t('feedback:inbox.reply')}
            htmlFor="feedback-reply"
            extra={t('feedback:inbox.replyTo', { email: data.contactEmail })}
          >
            <Input.TextArea
              id="feedback-reply"
              rows={5}
              maxLength={4000}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          </Form.Item>
          <Button
            type="primary"
            loading={busy}
            disabled={!reply.trim()}
            onClick={() =>
              void act(async () => {
                const { emailedTo } = await replyToFeedback(id, reply.trim());
                setReply('');
                return t('feedback:inbox.replied', { email: emailedTo });
              })
            }
          >
            {t('feedback:inbox.send')}
          </Button>
        </Form>
      ) : (
        <Alert type="info" showIcon title={t('feedback:inbox.noEmail')} />
      )}
      <Space wrap>
        {data.status !== 'closed' && (
          <Button loading={busy} onClick={() => void setStatus('closed')}>
            {t('feedback:inbox.close')}
          </Button>
        )}
        {data.status !== 'new' && (
          <Button loading={busy} onClick={() => void setStatus('new')}>
            {t('feedback:inbox.reopen')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
