import {
  apiPath,
  type FeedbackBody,
  type FeedbackInboxResponse,
  type FeedbackItemResponse,
  type FeedbackStatus,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the form; a signed-in sender's token goes with it (then no robot check is needed). */
export const sendFeedback = (body: FeedbackBody) =>
  apiRequest<{ message: string }>(apiPath('feedbackSend'), { method: 'POST', body });

export const feedbackInboxQuery = (query: string) =>
  queryOptions({
    queryKey: ['feedback', 'inbox', query],
    queryFn: () => apiRequest<FeedbackInboxResponse>(`${apiPath('feedbackInbox')}?${query}`),
  });

export const feedbackItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['feedback', 'item', id],
    queryFn: () => apiRequest<FeedbackItemResponse>(apiPath('feedbackItem', { id })),
  });

export const replyToFeedback = (id: number, body: string) =>
  apiRequest<{ emailedTo: string }>(apiPath('feedbackReply', { id }), {
    method: 'POST',
    body: { body },
  });

export const setFeedbackStatus = (id: number, status: FeedbackStatus) =>
  apiRequest<null>(apiPath('feedbackSetStatus', { id }), { method: 'PUT', body: { status } });
