import { type RiverKey } from '@eqmp/domain';
import { Form } from 'antd';
import { calculateRiver } from '../api/calculators-api';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { RiverResultView } from '../components/RiverResultView';
import { ValuesForm } from '../components/ValuesForm';
import { useCalculation } from '../hooks/useCalculation';
import { RIVER_FIELDS, valuesToBody } from '../utils/calculator-fields';

const KEYS = RIVER_FIELDS.map((f) => f.key);

/** wqi_calculator (CRWQM, MRWQM): the DOE Water Quality Index of one river sample. */
export function RiverCalculatorPage() {
  const [form] = Form.useForm();
  const calculation = useCalculation(calculateRiver, form, KEYS);

  // The form's rules have made every value required, so the body is complete here.
  const onCalculate = (values: Partial<Record<RiverKey, number | null>>) =>
    calculation.mutate(valuesToBody(RIVER_FIELDS, values) as Record<RiverKey, number>);

  return (
    <CalculatorLayout
      titleKey="calculators:river.title"
      introKey="calculators:river.intro"
      form={
        <ValuesForm
          form={form}
          fields={RIVER_FIELDS}
          isRequired
          isPending={calculation.isPending}
          onCalculate={onCalculate}
          onReset={() => calculation.reset()}
        />
      }
      result={
        calculation.data &&
        calculation.variables && (
          <RiverResultView result={calculation.data} input={calculation.variables} />
        )
      }
    />
  );
}
