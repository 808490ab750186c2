import { Form, Row, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './FormModal';
import { IssueList } from './IssueList';
import { useSaveVersion, type SaveOutcome } from './useSaveVersion';

/** What every new version of versioned data is given: its label, effective day and source. */
export interface VersionBasics {
  version: string;
  /** The day it takes effect, as picked or already as `YYYY-MM-DD`. */
  effectiveFrom: Dayjs | string;
  source: string;
}

/** The form's values as they are sent: the effective day as `YYYY-MM-DD`. */
export type Dated<V extends VersionBasics> = Omit<V, 'effectiveFrom'> & { effectiveFrom: string };

/** What sets one kind of versioned data apart in its "add a version" dialog. */
export interface VersionKind<V extends VersionBasics, B> {
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

const dayOf = (day: Dayjs | string) => (typeof day === 'string' ? day : day.format('YYYY-MM-DD'));

/**
 * The dialog that adds a version of any kind: the kind's choice fields (`head`, on one row), the
 * fields every version of its kind has (`meta`), then the kind's values (`children`). Save checks
 * and sends the form as the kind's body and follows it as `outcome` says; the server's problems
 * kept in the form clear when it opens again. A filled form is not discarded unasked and outlives
 * a new sign-in under the kind's `draft` (`FormModal`).
 */
export function VersionDialog<V extends VersionBasics, B>({
  kind,
  open,
  onClose,
  onSaved = onClose,
  outcome,
  initialValues,
  onValuesChange,
  head,
  meta,
  children,
}: DialogProps & {
  kind: VersionKind<V, B>;
  /** Closes the dialog once the version is saved (`onClose` when not given). */
  onSaved?: () => void;
  outcome?: SaveOutcome;
  /** The form's values when it opens, for the kind's fields most often those in force. */
  initialValues: Partial<V>;
  /** Follows a change of the kind's choice fields (refilling the values they decide). */
  onValuesChange?: (changed: Partial<V>, form: FormInstance<V>) => void;
  head?: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const add = useSaveVersion(kind.save, onSaved, outcome);

  const onFinish = (values: V) =>
    add.save(kind.body({ ...values, effectiveFrom: dayOf(values.effectiveFrom) }));

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
        {meta}
        {children}
        <IssueList issues={add.issues} />
      </Form>
    </FormModal>
  );
}
