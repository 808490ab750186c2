/** Investigative studies (RWIS, MWIS): the register of cases, their stations and samples. */
export { investigativeModule } from './investigative.module.js';
