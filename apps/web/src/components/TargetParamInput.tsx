import { InputNumber } from 'antd';
import type { TableParams } from '../lib/useTableParams';

/** A target in per cent (0 to 100, by 5), kept in the URL as `target`; `label` names it and leads it. */
export function TargetParamInput({
  params,
  value,
  label,
  width,
}: {
  params: TableParams;
  value: number;
  label: string;
  width: number;
}) {
  return (
    <InputNumber
      min={0}
      max={100}
      step={5}
      prefix={label}
      suffix="%"
      aria-label={label}
      value={value}
      onChange={(v) => params.set({ target: v === null ? undefined : String(v) })}
      style={{ width }}
    />
  );
}
