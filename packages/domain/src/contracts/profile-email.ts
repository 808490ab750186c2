import { z } from 'zod';

/** Confirming a changed email address with the token of the emailed link. */
export const confirmEmailBody = z.object({ token: z.string().min(10).max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;
