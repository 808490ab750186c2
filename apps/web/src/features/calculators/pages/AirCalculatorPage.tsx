import { type AirKey } from '@eqmp/domain';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculateAir } from '../api/calculators-api';
import { AirResultView } from '../components/AirResultView';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ValuesForm } from '../components/ValuesForm';
import { useCalculation } from '../hooks/useCalculation';
import { AIR_FIELDS, valuesToBody } from '../utils/calculator-fields';

const KEYS = AIR_FIELDS.map((f) => f.key);

/** api_calculator (CAQM, MAQM, MCAQM): the Air Pollutant Index from averaged concentrations. */
export function AirCalculatorPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [formError, setFormError] = useState<string | null>(null);
  const calculation = useCalculation(calculateAir, form, KEYS);

  const onCalculate = (values: Partial<Record<AirKey, number | null>>) => {
    const body = valuesToBody(AIR_FIELDS, values);
    if (Object.keys(body).length === 0) return setFormError(t('calculators:air.atLeastOne'));
    setFormError(null);
    calculation.mutate(body);
  };

  return (
    <CalculatorLayout
      titleKey="calculators:air.title"
      introKey="calculators:air.intro"
      form={
        <ValuesForm
          form={form}
          fields={AIR_FIELDS}
          isRequired={false}
          isPending={calculation.isPending}
          onCalculate={onCalculate}
          onReset={() => (setFormError(null), calculation.reset())}
          formError={formError}
        />
      }
      result={
        calculation.data &&
        calculation.variables && (
          <AirResultView result={calculation.data} input={calculation.variables} />
        )
      }
    />
  );
}
