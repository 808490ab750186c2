import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SaveFormModal } from '../../../components/SaveFormModal';
import type { GeoKind, GeoRow } from '../api/admin-api';
import { GEO_SHAPES } from './geo-kinds';

interface Props {
  readonly kind: GeoKind;
  readonly form: FormInstance<GeoRow>;
  /** The row being changed (`{}` for a new one); `null` when the dialog is closed. */
  readonly editing: Partial<GeoRow> | null;
  /** The rows a row of this table may belong to (a district's states, a river's basins…). */
  readonly parents: readonly GeoRow[];
  readonly saving: boolean;
  readonly onSave: (values: GeoRow) => void;
  readonly onClose: () => void;
}

/** The add/change dialog of a geography table: code, name and where the row belongs. */
export function GeoFormModal({ kind, form, editing, parents, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { code, parent } = GEO_SHAPES[kind];
  const required = [{ required: true, message: t('auth:login.required') }];

  return (
    <SaveFormModal
      form={form}
      draft={`${kind}-${editing?.id ?? 'new'}`}
      open={editing !== null}
      title={t(editing?.id ? 'common:action.edit' : 'common:action.add')}
      saving={saving}
      onSave={onSave}
      onCancel={onClose}
      destroyOnHidden
    >
      {code !== null && (
        <Form.Item
          label={t('admin:geo.code')}
          name="code"
          rules={code === 'required' ? required : []}
        >
          <Input maxLength={20} />
        </Form.Item>
      )}
      <Form.Item label={t('admin:geo.name')} name="name" rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      {parent && (
        <Form.Item
          label={t(parent.labelKey)}
          name={parent.field}
          rules={parent.required ? required : []}
        >
          <Select
            allowClear={!parent.required}
            showSearch
            optionFilterProp="label"
            mode={parent.multiple ? 'multiple' : undefined}
            options={parents.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      )}
    </SaveFormModal>
  );
}
