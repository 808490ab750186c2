/** The SMS gateway webhook and poll table. */
export { loadSmsGatewayKey } from './gateway-key.js';
export { smsModule } from './sms.module.js';
