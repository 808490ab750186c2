import type { InstanceSettingTable } from './instance-setting.js';
import type { JobLeaseTable } from './job-lease.js';
import type {
  AccessLogTable,
  ActivityLogTable,
  AppUserTable,
  DigestSentTable,
  CaptchaChallengeTable,
  FunctionGroupingTable,
  LoginCounterTable,
  PasswordResetTable,
  RegionTable,
  RoleTemplateFunctionTable,
  RoleTemplateTable,
  StateTable,
  UserFunctionTable,
  UserRoleTemplateTable,
  UserSessionTable,
} from './people.js';
import type {
  ApiBreakpointVersionTable,
  IndexDefinitionTable,
  StandardLimitTable,
} from './standards.js';

import type {
  BasinStateTable,
  BasinTable,
  DistrictTable,
  EdcInventoryTable,
  ParameterTable,
  RiverTable,
  SensorTable,
  StationIngestKeyTable,
  StationParameterTable,
  StationPictureTable,
  StationTable,
} from './inventory.js';

export type * from './people.js';
export type * from './inventory.js';
export type * from './readings.js';
export type * from './alerts.js';
import type {
  AlertEventTable,
  AlertOnsetTable,
  AlertPendingApprovalTable,
  AlertRecipientTable,
  AlertSettingTable,
  AlertStationMarkTable,
  AlertTable,
} from './alerts.js';
import type {
  AirIndexHourlyTable,
  ApprovalTable,
  QualityCodeTable,
  ReadingChangeTable,
  ReadingHourlyTable,
  ReadingStateTable,
  CurrentReadingView,
  ReadingTable,
  SmsMessageTable,
  StationStatusTable,
} from './readings.js';
export type * from './standards.js';
export type * from './investigative.js';
import type { InvestigativeCaseStationTable, InvestigativeCaseTable } from './investigative.js';
export type * from './reports.js';
import type { ExportJobTable, HotspotImportTable, HotspotTable } from './reports.js';

export type * from './maps.js';
import type { StationPositionTable } from './maps.js';
export type * from './readings-daily.js';
import type { ReadingDailyTable } from './readings-daily.js';
export type * from './qaqc.js';
import type { DeleteRequestTable } from './qaqc.js';

export type * from './security.js';
import type { DemoStationTable, EmailChangeTable } from './security.js';
export type * from './soj.js';
import type {
  SojCriterionTable,
  SojExceedanceTable,
  SojIdentityCodeTable,
  SojParameterTable,
  SojResultChangeTable,
  SojResultTable,
  SojRoundEventTable,
  SojRoundTable,
  SojSessionTable,
  SojStationTable,
} from './soj.js';
export type * from './documents.js';
import type {
  DocFolderTable,
  DocumentTable,
  DocumentVersionTable,
  EqmpReportEventTable,
  EqmpReportTable,
  EqmpReportVersionTable,
} from './documents.js';

export type * from './records.js';
import type {
  CalibrationPointTable,
  RecordAttachmentTable,
  RecordDeleteRequestTable,
  RecordMarkTable,
  RecordParameterTable,
  RecordSettingTable,
  StationRecordTable,
} from './records.js';
export type * from './mobile.js';
import type {
  MobileDeploymentTable,
  MobileImportTable,
  TarballClassVersionTable,
} from './mobile.js';
export type * from './feedback.js';
import type { FeedbackReplyTable, FeedbackTable } from './feedback.js';
export type * from './open-data.js';
import type { OpenDataFileTable } from './open-data.js';
export type * from './sampling.js';
import type {
  LabBatchTable,
  LabImportMappingTable,
  LabImportTable,
  LabQcObjectiveTable,
  LabQcSampleTable,
  SampleEventTable,
  SamplePhotoTable,
  SampleResultTable,
  SampleTable,
  SamplingScheduleTable,
} from './sampling.js';

/** The database as Kysely sees it (camelCase; the tables are snake_case). */
export interface Database {
  instanceSetting: InstanceSettingTable;
  jobLease: JobLeaseTable;
  openDataFile: OpenDataFileTable;
  appUser: AppUserTable;
  digestSent: DigestSentTable;
  roleTemplate: RoleTemplateTable;
  roleTemplateFunction: RoleTemplateFunctionTable;
  userRoleTemplate: UserRoleTemplateTable;
  userFunction: UserFunctionTable;
  functionGrouping: FunctionGroupingTable;
  loginCounter: LoginCounterTable;
  userSession: UserSessionTable;
  passwordReset: PasswordResetTable;
  captchaChallenge: CaptchaChallengeTable;
  demoStation: DemoStationTable;
  emailChange: EmailChangeTable;
  accessLog: AccessLogTable;
  activityLog: ActivityLogTable;
  region: RegionTable;
  state: StateTable;
  apiBreakpointVersion: ApiBreakpointVersionTable;
  standardLimit: StandardLimitTable;
  indexDefinition: IndexDefinitionTable;
  district: DistrictTable;
  basin: BasinTable;
  basinState: BasinStateTable;
  river: RiverTable;
  parameter: ParameterTable;
  station: StationTable;
  stationParameter: StationParameterTable;
  stationPicture: StationPictureTable;
  sensor: SensorTable;
  edcInventory: EdcInventoryTable;
  stationIngestKey: StationIngestKeyTable;
  qualityCode: QualityCodeTable;
  reading: ReadingTable;
  readingChange: ReadingChangeTable;
  readingState: ReadingStateTable;
  currentReading: CurrentReadingView;
  approval: ApprovalTable;
  readingHourly: ReadingHourlyTable;
  airIndexHourly: AirIndexHourlyTable;
  stationStatus: StationStatusTable;
  smsMessage: SmsMessageTable;
  investigativeCase: InvestigativeCaseTable;
  investigativeCaseStation: InvestigativeCaseStationTable;
  exportJob: ExportJobTable;
  hotspotImport: HotspotImportTable;
  hotspot: HotspotTable;
  stationPosition: StationPositionTable;
  readingDaily: ReadingDailyTable;
  alert: AlertTable;
  alertEvent: AlertEventTable;
  alertSetting: AlertSettingTable;
  alertRecipient: AlertRecipientTable;
  alertStationMark: AlertStationMarkTable;
  alertPendingApproval: AlertPendingApprovalTable;
  alertOnset: AlertOnsetTable;
  deleteRequest: DeleteRequestTable;
  sojParameter: SojParameterTable;
  sojStation: SojStationTable;
  sojCriterion: SojCriterionTable;
  sojIdentityCode: SojIdentityCodeTable;
  sojSession: SojSessionTable;
  sojRound: SojRoundTable;
  sojResult: SojResultTable;
  sojRoundEvent: SojRoundEventTable;
  sojExceedance: SojExceedanceTable;
  sojResultChange: SojResultChangeTable;
  docFolder: DocFolderTable;
  document: DocumentTable;
  documentVersion: DocumentVersionTable;
  eqmpReport: EqmpReportTable;
  eqmpReportVersion: EqmpReportVersionTable;
  eqmpReportEvent: EqmpReportEventTable;
  maintenanceRecord: StationRecordTable;
  calibrationRecord: StationRecordTable;
  calibrationPoint: CalibrationPointTable;
  recordParameter: RecordParameterTable;
  recordAttachment: RecordAttachmentTable;
  recordMark: RecordMarkTable;
  recordDeleteRequest: RecordDeleteRequestTable;
  recordSetting: RecordSettingTable;
  mobileDeployment: MobileDeploymentTable;
  mobileImport: MobileImportTable;
  tarballClassVersion: TarballClassVersionTable;
  feedback: FeedbackTable;
  feedbackReply: FeedbackReplyTable;
  samplingSchedule: SamplingScheduleTable;
  labBatch: LabBatchTable;
  sample: SampleTable;
  sampleEvent: SampleEventTable;
  sampleResult: SampleResultTable;
  samplePhoto: SamplePhotoTable;
  labQcObjective: LabQcObjectiveTable;
  labQcSample: LabQcSampleTable;
  labImport: LabImportTable;
  labImportMapping: LabImportMappingTable;
}
