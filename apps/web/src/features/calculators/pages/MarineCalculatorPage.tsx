import { LOCATION_TYPES, type LocationType, type MarineKey } from '@eqmp/domain';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { calculateMarine } from '../api/calculators-api';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { MarineResultView } from '../components/MarineResultView';
import { ValuesForm } from '../components/ValuesForm';
import { useCalculation } from '../hooks/useCalculation';
import { MARINE_FIELDS, valuesToBody } from '../utils/calculator-fields';

const KEYS = [...MARINE_FIELDS.map((f) => f.key), 'locationType'];
type MarineForm = Partial<Record<MarineKey, number | null>> & { locationType: LocationType };

/**
 * The marine water quality index calculator (CMWQM, MMWQM). The MMWQI weights and curves were not
 * found (design/INDICES.md §4): the page always says that the index is provisional.
 */
export function MarineCalculatorPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MarineForm>();
  const calculation = useCalculation(calculateMarine, form, KEYS);

  const onCalculate = (values: MarineForm) =>
    calculation.mutate({
      ...(valuesToBody(MARINE_FIELDS, values) as Record<MarineKey, number>),
      locationType: values.locationType,
    });

  return (
    <CalculatorLayout
      titleKey="calculators:marine.title"
      introKey="calculators:marine.intro"
      notice={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('calculators:marine.provisionalTitle')}
          description={t('calculators:marine.provisionalBody')}
        />
      }
      form={
        <ValuesForm
          form={form}
          fields={MARINE_FIELDS}
          isRequired
          isPending={calculation.isPending}
          onCalculate={(values) => onCalculate(values as MarineForm)}
          onReset={() => calculation.reset()}
        >
          <Form.Item
            name="locationType"
            label={t('calculators:marine.locationType')}
            initialValue="COASTAL"
            rules={[
              {
                required: true,
                message: t('calculators:form.required', {
                  field: t('calculators:marine.locationType'),
                }),
              },
            ]}
          >
            <Select
              options={LOCATION_TYPES.map((type) => ({
                value: type,
                label: t(`calculators:locationType.${type}`),
              }))}
            />
          </Form.Item>
        </ValuesForm>
      }
      result={
        calculation.data &&
        calculation.variables && (
          <MarineResultView result={calculation.data} input={calculation.variables} />
        )
      }
    />
  );
}
