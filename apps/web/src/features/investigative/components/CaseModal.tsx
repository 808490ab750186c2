import { isoToDmy, type CaseItem, type Cases, type InvestigativeModule } from '@eqmp/domain';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/FormProblems';
import { useFormSave } from '../../../components/useFormSave';
import { createCase, investigativeKeys, updateCase } from '../api/investigative-api';
import { SaveFormModal } from '../../../components/SaveFormModal';
import { CaseFields } from './CaseFields';

export interface CaseFormValues {
  id: string;
  stateId: number | null;
  caseTitle: string;
  caseStartDate: string;
  year: number;
  stationIds: string[];
}

const formValues = (found: CaseItem): CaseFormValues => {
  const start = isoToDmy(found.caseStartDate);
  return {
    id: found.id,
    stateId: found.stateId,
    caseTitle: found.caseTitle,
    caseStartDate: start.ok ? start.value : found.caseStartDate,
    year: found.year,
    stationIds: found.stations.map((s) => s.id),
  };
};

/**
 * Registers or changes an investigative case (spec §3: REPORT_ID, STATE, CASE_TITLE,
 * CASE_START_DATE, YEAR) and picks its stations among the module's. The start date is typed
 * DD/MM/YYYY (spec §5). The REPORT_ID is the case's key: fixed once registered. The server's
 * refusals (an ID in use, a station of another module) stay in the form.
 */
export function CaseModal({
  module,
  found,
  options,
  onClose,
}: {
  module: InvestigativeModule;
  found: CaseItem | null;
  options: Pick<Cases, 'stations' | 'states'>;
  onClose: (savedYear?: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CaseFormValues>();
  const { mutation: save, problems } = useFormSave({
    save: ({ id, ...values }: CaseFormValues) => {
      const body = { ...values, stateId: values.stateId ?? null };
      return found
        ? updateCase(found.id, body)
        : createCase({ module, id: id.trim().toUpperCase(), case: body });
    },
    refresh: investigativeKeys.all,
    savedKey: 'investigative:form.saved',
    onSaved: (_, values) => onClose(values.year),
  });

  return (
    <SaveFormModal
      form={form}
      draft={found ? `case-${found.id}` : 'case-new'}
      title={
        found
          ? t('investigative:form.editTitle', { id: found.id })
          : t('investigative:form.createTitle')
      }
      width={720}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={() => onClose()}
      initialValues={
        found
          ? formValues(found)
          : { stateId: null, year: new Date().getFullYear(), stationIds: [] }
      }
    >
      <CaseFields form={form} found={found} options={options} />
      <FormProblems problems={problems} />
    </SaveFormModal>
  );
}
