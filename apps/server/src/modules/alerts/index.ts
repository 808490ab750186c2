/**
 * Alerts: the engine (after each ingestion and on a sweep), its notifier, the SMS sender, the
 * routes, and the record of approved samples whose alerts are pending.
 */
export { createAlertEngine } from './alert-engine.js';
export { createAlertNotifier } from './alert-notifier.js';
export { alertsModule } from './alerts.module.js';
export { createFileSmsSender, type SmsSender } from './sms-sender.js';
export { createAlertSettingsRepository } from './alert-settings.repository.js';
export { recordPendingApprovals } from './approval-alerts.js';
export { createJudgedAlerts, type JudgedAlerts } from './judged-alerts.js';
