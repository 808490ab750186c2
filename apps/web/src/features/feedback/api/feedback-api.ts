import type { FeedbackBody, FeedbackStatus } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

/** Sends the form; a signed-in sender's token goes with it (then no robot check is needed). */
export const sendFeedback = (body: FeedbackBody) => callApi('feedbackSend', { body });

export const feedbackInboxQuery = searchedQuery(['feedback'], 'inbox', 'feedbackInbox');

export const feedbackItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['feedback', 'item', id],
    queryFn: () => callApi('feedbackItem', { params: { id } }),
  });

export const replyToFeedback = (id: number, body: string) =>
  callApi('feedbackReply', { params: { id }, body: { body } });

export const setFeedbackStatus = (id: number, status: FeedbackStatus) =>
  callApi('feedbackSetStatus', { params: { id }, body: { status } });
