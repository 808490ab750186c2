/**
 * The English and Malay catalogues. Namespaces are the JSON file names; keys are written
 * `namespace:path.to.phrase`. Both catalogues always have the same keys (a test enforces it).
 */
import enA11y from './en/a11y.json' with { type: 'json' };
import enAccess from './en/access.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import enAlerts from './en/alerts.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enCalculators from './en/calculators.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enDev from './en/dev.json' with { type: 'json' };
import enDocuments from './en/documents.json' with { type: 'json' };
import enEqmp from './en/eqmp.json' with { type: 'json' };
import enEqr from './en/eqr.json' with { type: 'json' };
import enExecutiveSummary from './en/executiveSummary.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enFeedback from './en/feedback.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enInformation from './en/information.json' with { type: 'json' };
import enInventory from './en/inventory.json' with { type: 'json' };
import enKpi from './en/kpi.json' with { type: 'json' };
import enManual from './en/manual.json' with { type: 'json' };
import enMaps from './en/maps.json' with { type: 'json' };
import enMobile from './en/mobile.json' with { type: 'json' };
import enOpenData from './en/openData.json' with { type: 'json' };
import enInvestigative from './en/investigative.json' with { type: 'json' };
import enPolling from './en/polling.json' with { type: 'json' };
import enProfile from './en/profile.json' with { type: 'json' };
import enPublic from './en/public.json' with { type: 'json' };
import enQaqc from './en/qaqc.json' with { type: 'json' };
import enQuery from './en/query.json' with { type: 'json' };
import enRecords from './en/records.json' with { type: 'json' };
import enReports from './en/reports.json' with { type: 'json' };
import enSecurity from './en/security.json' with { type: 'json' };
import enSignage from './en/signage.json' with { type: 'json' };
import enSms from './en/sms.json' with { type: 'json' };
import enSoj from './en/soj.json' with { type: 'json' };
import enSampling from './en/sampling.json' with { type: 'json' };
import enStationInfo from './en/stationInfo.json' with { type: 'json' };
import msA11y from './ms/a11y.json' with { type: 'json' };
import msAccess from './ms/access.json' with { type: 'json' };
import msAdmin from './ms/admin.json' with { type: 'json' };
import msAlerts from './ms/alerts.json' with { type: 'json' };
import msAuth from './ms/auth.json' with { type: 'json' };
import msCalculators from './ms/calculators.json' with { type: 'json' };
import msCommon from './ms/common.json' with { type: 'json' };
import msDev from './ms/dev.json' with { type: 'json' };
import msDocuments from './ms/documents.json' with { type: 'json' };
import msEqmp from './ms/eqmp.json' with { type: 'json' };
import msEqr from './ms/eqr.json' with { type: 'json' };
import msExecutiveSummary from './ms/executiveSummary.json' with { type: 'json' };
import msErrors from './ms/errors.json' with { type: 'json' };
import msFeedback from './ms/feedback.json' with { type: 'json' };
import msHome from './ms/home.json' with { type: 'json' };
import msInformation from './ms/information.json' with { type: 'json' };
import msInventory from './ms/inventory.json' with { type: 'json' };
import msKpi from './ms/kpi.json' with { type: 'json' };
import msManual from './ms/manual.json' with { type: 'json' };
import msMaps from './ms/maps.json' with { type: 'json' };
import msMobile from './ms/mobile.json' with { type: 'json' };
import msOpenData from './ms/openData.json' with { type: 'json' };
import msInvestigative from './ms/investigative.json' with { type: 'json' };
import msPolling from './ms/polling.json' with { type: 'json' };
import msProfile from './ms/profile.json' with { type: 'json' };
import msPublic from './ms/public.json' with { type: 'json' };
import msQaqc from './ms/qaqc.json' with { type: 'json' };
import msQuery from './ms/query.json' with { type: 'json' };
import msRecords from './ms/records.json' with { type: 'json' };
import msReports from './ms/reports.json' with { type: 'json' };
import msSecurity from './ms/security.json' with { type: 'json' };
import msSignage from './ms/signage.json' with { type: 'json' };
import msSms from './ms/sms.json' with { type: 'json' };
import msSoj from './ms/soj.json' with { type: 'json' };
import msSampling from './ms/sampling.json' with { type: 'json' };
import msStationInfo from './ms/stationInfo.json' with { type: 'json' };

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 tags the spec names: default en-US, also ms-MY. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-US', ms: 'ms-MY' };

export const resources = {
  en: {
    a11y: enA11y,
    access: enAccess,
    admin: enAdmin,
    alerts: enAlerts,
    auth: enAuth,
    calculators: enCalculators,
    common: enCommon,
    dev: enDev,
    documents: enDocuments,
    eqmp: enEqmp,
    eqr: enEqr,
    executiveSummary: enExecutiveSummary,
    errors: enErrors,
    feedback: enFeedback,
    home: enHome,
    information: enInformation,
    inventory: enInventory,
    kpi: enKpi,
    manual: enManual,
    maps: enMaps,
    mobile: enMobile,
    openData: enOpenData,
    investigative: enInvestigative,
    polling: enPolling,
    profile: enProfile,
    public: enPublic,
    qaqc: enQaqc,
    query: enQuery,
    records: enRecords,
    reports: enReports,
    sampling: enSampling,
    security: enSecurity,
    signage: enSignage,
    sms: enSms,
    soj: enSoj,
    stationInfo: enStationInfo,
  },
  ms: {
    a11y: msA11y,
    access: msAccess,
    admin: msAdmin,
    alerts: msAlerts,
    auth: msAuth,
    calculators: msCalculators,
    common: msCommon,
    dev: msDev,
    documents: msDocuments,
    eqmp: msEqmp,
    eqr: msEqr,
    executiveSummary: msExecutiveSummary,
    errors: msErrors,
    feedback: msFeedback,
    home: msHome,
    information: msInformation,
    inventory: msInventory,
    kpi: msKpi,
    manual: msManual,
    maps: msMaps,
    mobile: msMobile,
    openData: msOpenData,
    investigative: msInvestigative,
    polling: msPolling,
    profile: msProfile,
    public: msPublic,
    qaqc: msQaqc,
    query: msQuery,
    records: msRecords,
    reports: msReports,
    sampling: msSampling,
    security: msSecurity,
    signage: msSignage,
    sms: msSms,
    soj: msSoj,
    stationInfo: msStationInfo,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

/**
 * The spec's language rule: English unless a value other than English is stored.
 * `stored` is the raw value of `lang_eqmp` (null when nothing is stored).
 */
export function languageFromStored(stored: string | null | undefined): Language {
  if (stored === null || stored === undefined) return 'en';
  return stored === 'en' || stored === LANGUAGE_TAGS.en ? 'en' : 'ms';
}

/** The language of an HTTP request: Malay when `Accept-Language` prefers `ms`, else English. */
export function languageFromHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ms') ? 'ms' : 'en';
}

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Whether `key` (`namespace:path`) names a phrase of the catalogues: itself, or its plural forms
 * (`path_one`, `path_other`), which a `count` chooses from.
 */
export function hasKey(key: string): boolean {
  const [ns, path] = key.split(':', 2);
  if (!ns || !path || !(ns in resources.en)) return false;
  const tree = resources.en[ns as Namespace];
  return lookup(tree, path) !== undefined || lookup(tree, `${path}_other`) !== undefined;
}

/**
 * Server-side translation with `{{name}}` interpolation (the same syntax i18next uses in the
 * web app). A numeric `count` chooses the plural form as i18next does (`key_one`, `key_other`,
 * by the language's plural rules), falling back to the key itself. An unknown key returns the
 * key itself, so a missing phrase is visible, not silent.
 */
export function translate(
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const [ns, path] = key.split(':', 2);
  const tree = ns && path ? (resources[language] as Record<string, Tree>)[ns] : undefined;
  const count = values.count;
  const plural =
    tree && path && typeof count === 'number'
      ? (lookup(tree, `${path}_${new Intl.PluralRules(LANGUAGE_TAGS[language]).select(count)}`) ??
        lookup(tree, `${path}_other`))
      : undefined;
  const template = plural ?? (tree && path ? lookup(tree, path) : undefined);
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
