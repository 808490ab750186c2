import type { Generated } from 'kysely';

/** One message of the feedback form and its place in the System Admin's inbox. */
export interface FeedbackTable {
  id: Generated<number>;
  receivedAt: Date;
  category: 'general' | 'data' | 'technical' | 'account' | 'suggestion' | 'complaint';
  message: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  userId: string | null;
  username: string | null;
  language: 'en' | 'ms';
  ip: string | null;
  status: Generated<'new' | 'answered' | 'closed'>;
  statusChangedAt: Date | null;
  statusChangedBy: string | null;
}

/** An answer emailed to the sender of a feedback message. */
export interface FeedbackReplyTable {
  id: Generated<number>;
  feedbackId: number;
  at: Date;
  userId: string | null;
  username: string;
  body: string;
  emailedTo: string;
}
