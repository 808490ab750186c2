import { Button, Space, type SpaceProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Save (the form's submit) and cancel (back to the list) under an add-or-change form. */
export function EditorActions({
  saving,
  onCancel,
  style,
}: {
  saving: boolean;
  onCancel: () => void;
  style?: SpaceProps['style'];
}) {
  const { t } = useTranslation();
  return (
    <Space style={style}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common:action.save')}
      </Button>
      <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
    </Space>
  );
}
