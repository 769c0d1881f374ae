import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { groupsKey } from './get-user-groups';

export interface InvitationAnswer {
  groupId: string;
  accept: boolean;
}

export const answerInvitation = ({ groupId, accept }: InvitationAnswer) =>
  callApi('answerGroupInvitation', { params: { id: groupId }, body: { accept } });

/** Accepts or declines; the invitations and the user's groups (and so 'Viewing as') are reloaded. */
export const useAnswerInvitation = () =>
  useRefreshingMutation({ mutationFn: answerInvitation, stale: () => groupsKey });
