import type { Confidence } from '@eqmp/domain';
import { Form, Row, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useAddVersion } from '../hooks/useAddVersion';
import { IssueList } from './IssueList';
import { VersionMetaFields } from './VersionMetaFields';

/** What every new version is given: its label, effective day, confidence and source citation. */
export interface VersionMeta {
  version: string;
  effectiveFrom: Dayjs;
  confidence: Confidence;
  source: string;
}

/** The form's values as they are sent: the effective day as `YYYY-MM-DD`. */
export type Dated<V extends VersionMeta> = Omit<V, 'effectiveFrom'> & { effectiveFrom: string };

/** What sets one kind of versioned standard apart in its "add a version" dialog. */
export interface VersionKind<V extends VersionMeta, B> {
  /** The form's name on its page, under which unsent input outlives a new sign-in. */
  readonly draft: string;
  /** The translation key of the dialog's title. */
  readonly title: string;
  readonly width?: number;
  /** Sends the new version. */
  readonly save: (body: B) => Promise<unknown>;
  /** The request body of the form's values. */
  readonly body: (values: Dated<V>) => B;
}

/** What the page gives every "add a version" dialog. */
export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The dialog that adds a version of any kind of standard: the kind's choice fields (`head`, on
 * one row), the fields every version has, then the kind's values (`children`). Save checks and
 * sends the form as the kind's body; the server's field problems and conflicts stay listed in
 * the open form and clear when it opens again. A filled form is not discarded unasked and
 * outlives a new sign-in under the kind's `draft` (`FormModal`).
 */
export function VersionModal<V extends VersionMeta, B>({
  kind,
  open,
  onClose,
  initialValues,
  onValuesChange,
  head,
  children,
}: DialogProps & {
  kind: VersionKind<V, B>;
  /** The form's values when it opens, for the kind's fields most often those in force. */
  initialValues: Partial<V>;
  /** Follows a change of the kind's choice fields (refilling the values they decide). */
  onValuesChange?: (changed: Partial<V>, form: FormInstance<V>) => void;
  head?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const add = useAddVersion(kind.save, onClose);

  const onFinish = (values: V) =>
    add.save(kind.body({ ...values, effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD') }));

  return (
    <FormModal
      form={form}
      draft={kind.draft}
      open={open}
      title={t(kind.title)}
      width={kind.width ?? 820}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden
      afterOpenChange={(isOpen) => isOpen && add.clearIssues()}
    >
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={initialValues}
        onValuesChange={(changed: Partial<V>) => onValuesChange?.(changed, form)}
      >
        {head && <Row gutter={16}>{head}</Row>}
        <VersionMetaFields />
        {children}
        <IssueList issues={add.issues} />
      </Form>
    </FormModal>
  );
}
