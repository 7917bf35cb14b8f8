/** What organizations say to people: invitations, seats, members and admins. */

export const VERIFY_FIRST_MESSAGE =
  'Verify your e-mail address first: open the link we mailed you, then accept the invitation.';

export const WRONG_ACCOUNT_MESSAGE =
  'This invitation was sent to another e-mail address. Log in with that address to accept it.';

export const NO_SEAT_LEFT_MESSAGE =
  'All seats of this team are taken. Ask your team admin to free a seat or buy more.';

export const INVITATION_LINK_INVALID_MESSAGE =
  'This invitation link is not valid. It may have been cancelled; ask your team admin for a new one.';

export const INVITATION_USED_MESSAGE = 'This invitation was already used. Each invitation link works once.';

export const INVITATION_EXPIRED_MESSAGE =
  'This invitation has expired. Ask your team admin to invite you again.';

export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation was already accepted or cancelled.';

export const ORGANIZATION_NOT_FOUND_MESSAGE =
  'We could not find this organization. It may have been removed, or the link may be mistyped.';

export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of this organization.';

export const LAST_ADMIN_MESSAGE =
  'You are the only admin of this organization, so you cannot remove yourself. An organization always needs an admin.';

export const NOT_ORG_MANAGER_MESSAGE = "Only this organization's admins and managers can do this.";

export const NOT_ORG_OWNER_MESSAGE = 'Only an owner of this organization can promote or demote admins.';
