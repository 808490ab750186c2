import { type SamplingModule, type SamplingResultsBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sampleQuery,
  samplesQuery,
  samplingKeys,
  saveResults,
  stationsQuery,
} from '../api/sampling-api';
import { QueryError } from './QueryError';
import { ResultsForm } from './ResultsForm';
import { SearchSelect } from '../../../components/SearchSelect';

/**
 * Lab results of one sample entered by hand: each lab parameter of its station as reported (a
 * number, `<x`, `>x` or `ND`), its detection limit and type, method, qualifiers and analysis day.
 * Results the sample already holds (imported or entered before) fill their boxes.
 */
export function ResultsEntry({ module, batchId }: { module: SamplingModule; batchId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [sampleId, setSampleId] = useState<number | undefined>();
  const held = useQuery(
    samplesQuery({ module, state: 'in_transit,received,in_analysis', pageSize: 200 }),
  );
  const stations = useQuery(stationsQuery(module));
  const detail = useQuery({ ...sampleQuery(sampleId ?? 0), enabled: sampleId !== undefined });
  const sample = detail.data?.id === sampleId ? detail.data : undefined;
  const parameters = (
    stations.data?.find((s) => s.id === sample?.stationId)?.parameters ?? []
  ).filter((p) => !p.inSitu);
  const save = useMutation({
    mutationFn: (results: SamplingResultsBody['results']) =>
      saveResults(sampleId!, { batchId, results }),
    onSuccess: () => {
      void message.success(t('sampling:lab.saved', { code: sample?.code ?? '' }));
      setSampleId(undefined);
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SearchSelect
        label={t('sampling:lab.chooseSample')}
        style={{ minWidth: 320 }}
        value={sampleId}
        onChange={setSampleId}
        loading={held.isLoading}
        options={(held.data?.items ?? []).map((s) => ({
          value: s.id,
          label: `${s.code} — ${s.stationId} (${t(`sampling:state.${s.state}`)})`,
        }))}
      />
      {sample && (
        <ResultsForm
          key={sample.id}
          sample={sample}
          parameters={parameters}
          saving={save.isPending}
          onSave={(results) => save.mutate(results)}
        />
      )}
      <QueryError error={held.error ?? detail.error ?? save.error} />
    </Space>
  );
}
