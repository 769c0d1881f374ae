import { clientLimits } from '../http/client-limits';
import { defineRoutes } from '../http/define-route';
import {
  createdInvitationLink,
  createInvitationLinkBody,
  invitationBody,
  invitationLinkList,
  invitationLinkParams,
  invitationPreview,
  joinedGroup,
  listInvitationLinksQuery,
  signUpModeAnswer,
  signUpModeBody,
} from './invitation-schemas';

/** Who may join (issue 25): the sign-up mode and invitation links. Served by the users function. */
export const invitationRoutes = defineRoutes('users', {
  signUp: {
    method: 'GET',
    path: '/api/users/sign-up',
    auth: 'public',
    summary: 'The sign-up mode, for the sign-in and registration pages (open, invite or closed)',
    response: signUpModeAnswer,
    limits: clientLimits.signUpMode,
  },
  getSignUpMode: {
    method: 'GET',
    path: '/api/users/sign-up-mode',
    auth: ['SysAdmin'],
    summary: 'Who may register: open (the default), invite (only with an invitation link) or closed',
    response: signUpModeAnswer,
  },
  setSignUpMode: {
    method: 'PUT',
    path: '/api/users/sign-up-mode',
    auth: ['SysAdmin'],
    summary: 'Set who may register',
    body: signUpModeBody,
    response: signUpModeAnswer,
  },
  createInvitationLink: {
    method: 'POST',
    path: '/api/users/invitation-links',
    auth: 'user',
    summary:
      "Make an invitation link: a SysAdmin for any role up to their own (and optionally a group); a group's admin for the role User and their group. The url is shown only here",
    body: createInvitationLinkBody,
    response: createdInvitationLink,
    status: 201,
    limits: clientLimits.createInvitationLink,
  },
  listInvitationLinks: {
    method: 'GET',
    path: '/api/users/invitation-links',
    auth: 'user',
    summary:
      "Open invitation links (no tokens), newest first, at most 50 a page: a SysAdmin sees all, a group admin their groups'; groupId narrows to one group. The next page's cursor is in the x-next-cursor header (absent on the last page), sent back as ?cursor=; a cursor not from this listing is 400 'Invalid cursor'",
    query: listInvitationLinksQuery,
    response: invitationLinkList,
  },
  withdrawInvitationLink: {
    method: 'DELETE',
    path: '/api/users/invitation-links/{id}',
    auth: 'user',
    summary: "Withdraw an invitation link (its maker, a SysAdmin, or an admin of the link's group)",
    params: invitationLinkParams,
    status: 204,
  },
  checkInvitationLink: {
    method: 'POST',
    path: '/api/users/invitation-links/check',
    auth: 'public',
    summary:
      'What a valid invitation link offers (its role and group), for the registration page; 404 otherwise',
    body: invitationBody,
    response: invitationPreview,
    limits: clientLimits.checkInvitationLink,
  },
  joinByInvitationLink: {
    method: 'POST',
    path: '/api/users/invitation-links/join',
    auth: 'user',
    summary: "Join the group of an invitation link as the signed-in user (uses one of the link's uses)",
    body: invitationBody,
    response: joinedGroup,
    limits: clientLimits.joinByInvitationLink,
  },
});
