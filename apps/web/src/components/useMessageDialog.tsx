import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';

/** Spec §4 message dialog: its kind and what happens after it is closed. */
export type MessageKind = 'success' | 'info' | 'error';
export type FollowUp = 'logout' | 'landing' | 'refresh' | 'close';

export interface MessageOptions {
  readonly kind: MessageKind;
  readonly title: string;
  readonly content: string;
  readonly followUp?: FollowUp;
}

/** Spec §9: the message dialog is 350 px wide. */
export const MESSAGE_DIALOG_WIDTH = 350;

/** Shows the portal's message dialog; every screen uses it for results and errors. */
export function useMessageDialog() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const show = useCallback(
    ({ kind, title, content, followUp = 'close' }: MessageOptions) =>
      new Promise<void>((resolve) => {
        // OK, Esc, the close button and a click outside all end here, once: the follow-up
        // runs and the caller resumes however the dialog was closed.
        let isDone = false;
        const finish = () => {
          if (isDone) return;
          isDone = true;
          if (followUp === 'logout') void navigate('/logout');
          else if (followUp === 'landing') void navigate('/landing');
          else if (followUp === 'refresh') window.location.reload();
          resolve();
        };
        modal[kind]({
          title,
          content,
          width: MESSAGE_DIALOG_WIDTH,
          okText: t('common:dialog.ok'),
          centered: true,
          closable: { 'aria-label': t('a11y:dialog.close') },
          keyboard: true,
          onOk: finish,
          onCancel: finish,
          afterClose: finish,
        });
      }),
    [modal, navigate, t],
  );

  /** Spec §8 generic popup errors: 500, 404 and 405 have fixed texts; others show the content. */
  const showError = useCallback(
    (error: unknown, title = t('common:dialog.errorTitle'), followUp: FollowUp = 'close') => {
      const status = error instanceof ApiError ? error.status : 0;
      const content =
        status === 500 || status === 404 || status === 405
          ? t(`common:httpError.${status}`)
          : error instanceof ApiError && error.status === 0
            ? t('common:httpError.network')
            : error instanceof Error
              ? error.message
              : String(error);
      return show({ kind: 'error', title, content, followUp });
    },
    [show, t],
  );

  return { show, showError };
}
