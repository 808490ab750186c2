/** The feedback form and the System Admin's feedback inbox: `app.ts` registers it from here. */
export { feedbackModule } from './feedback.module.js';
