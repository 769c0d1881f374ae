import { api, signedInUser } from './api';

/** Invites `member` to the group by user id and accepts as them: a full member from then on. */
export const joinGroup = async (
  adminToken: string,
  groupId: string,
  member: { session: { id: string; token: string } },
) => {
  const invited = await api('POST', '/api/Group/add-user', {
    token: adminToken,
    body: { groupId, userId: member.session.id },
  });
  if (invited.status !== 201)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const accepted = await api('POST', `/api/Group/${groupId}/invitation`, {
    token: member.session.token,
    body: { accept: true },
  });
  if (accepted.status !== 204)
    throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
};

/** A group of an admin and a member, and an outsider who belongs to nothing. */
export const household = async (label = 'Home') => {
  const [admin, member, outsider] = await Promise.all([
    signedInUser({ name: `${label} Admin` }),
    signedInUser({ name: `${label} Member` }),
    signedInUser({ name: 'Stranger' }),
  ]);
  const group = (
    await api('POST', '/api/Group/create', { token: admin.session.token, body: { name: label } })
  ).body;
  await joinGroup(admin.session.token, group.id, member);
  return { admin, member, outsider, group: group as { id: string; name: string; createdAt: string } };
};
