import type { QaqcEditBody, QualityCode } from '@eqmp/domain';
import { App, Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '../../../lib/useFormDraft';
import { useScopeText, type ActionScope } from '../hooks/useScopeText';
import { EditFields, type EditValues } from './EditFields';

/**
 * Level-2 edit (Update Flag): validity, codes or a corrected value with a reason, on the selected
 * rows or on the chosen period (the whole month when none is chosen), and "restore as received"
 * over the same period. Every action over a period is confirmed first, saying what it sets, the
 * period exactly and how many values of each parameter; after each action the form is emptied,
 * so a correction never carries over to the next.
 */
export function EditPanel({
  codes,
  selected,
  scope,
  busy,
  onApply,
  onRestore,
}: {
  codes: readonly QualityCode[];
  selected: number;
  scope: ActionScope;
  busy: boolean;
  onApply: (
    edit: QaqcEditBody['edit'],
    reason: string,
    target: 'selected' | 'scope',
  ) => Promise<unknown>;
  onRestore: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const words = useScopeText();
  const [form] = Form.useForm<EditValues>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'update-flag');
  const describe = (edit: QaqcEditBody['edit']) =>
    [
      edit.value !== undefined ? t('qaqc:bulk.value', { value: edit.value }) : null,
      edit.validity !== undefined
        ? t('qaqc:bulk.validity', { validity: t(`qaqc:validity.${edit.validity}`) })
        : null,
      edit.nullReason ? t('qaqc:bulk.nullReason', { code: edit.nullReason }) : null,
      edit.qualifiers?.length
        ? t('qaqc:bulk.qualifiers', { codes: edit.qualifiers.join(', ') })
        : null,
    ]
      .filter((part): part is string => part !== null)
      .join(', ');
  const reset = () => form.resetFields();
  const oneMonth = scope.period === null && scope.counts.length === 1;
  const explain = (what: string) =>
    oneMonth
      ? t('qaqc:bulk.explain', {
          what,
          station: scope.station,
          parameter: scope.counts[0]!.parameter,
          month: scope.month,
          count: scope.counts[0]!.count,
        })
      : t('qaqc:bulk.explainMany', { what, ...words.of(scope) });
  const applyLabel = scope.period ? t('qaqc:edit.applyChosen') : t('qaqc:edit.applyPeriod');
  const submit = (target: 'selected' | 'scope') =>
    form.validateFields().then((v) => {
      const edit: QaqcEditBody['edit'] = {
        ...(v.validity !== undefined ? { validity: v.validity } : {}),
        ...(v.nullReason ? { nullReason: v.nullReason } : {}),
        ...(v.qualifiers ? { qualifiers: v.qualifiers } : {}),
        ...(v.value !== undefined && v.value !== null ? { value: v.value } : {}),
      };
      if (Object.keys(edit).length === 0) return void message.warning(t('qaqc:bulk.nothing'));
      if (target === 'selected') return void onApply(edit, v.reason, target).then(reset);
      void modal.confirm({
        title: scope.period ? t('qaqc:bulk.titleChosen') : t('qaqc:bulk.title'),
        content: explain(describe(edit)),
        okText: applyLabel,
        cancelText: t('common:action.cancel'),
        onOk: () => onApply(edit, v.reason, target).then(reset),
      });
    });
  const changed = scope.counts.reduce((n, c) => n + c.changed, 0);
  const restore = () =>
    form.validateFields(['reason']).then(({ reason }) => {
      void modal.confirm({
        title: t('qaqc:restore.title'),
        content: t('qaqc:restore.explain', { ...words.of(scope), changed, count: changed }),
        okText: t('qaqc:restore.action'),
        cancelText: t('common:action.cancel'),
        onOk: () => onRestore(reason).then(reset),
      });
    });
  const empty = scope.counts.every((c) => c.count === 0);
  return (
    <Card size="small" title={t('qaqc:edit.title')}>
      <EditFields form={form} codes={codes} />
      <Space style={{ marginTop: 12 }} wrap>
        <Button
          type="primary"
          disabled={selected === 0}
          loading={busy}
          onClick={() => void submit('selected')}
        >
          {t('qaqc:edit.applySelected', { count: selected })}
        </Button>
        <Button loading={busy} disabled={empty} onClick={() => void submit('scope')}>
          {applyLabel}
        </Button>
        <Button loading={busy} disabled={empty || changed === 0} onClick={() => void restore()}>
          {t('qaqc:restore.action')}
        </Button>
      </Space>
    </Card>
  );
}
