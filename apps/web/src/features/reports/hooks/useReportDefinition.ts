import { REPORTS, reportPath, type ReportDefinition } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The report whose page is open (one page component serves every report of the table). */
export function useReportDefinition(): ReportDefinition | undefined {
  const { pathname } = useLocation();
  return (REPORTS as readonly ReportDefinition[]).find((r) => reportPath(r) === pathname);
}
