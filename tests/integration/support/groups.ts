import { api, signedInUser } from './api';

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
  await api('POST', '/api/Group/add-user', {
    token: admin.session.token,
    body: { groupId: group.id, userId: member.session.id },
  });
  return { admin, member, outsider, group: group as { id: string; name: string; createdAt: string } };
};
