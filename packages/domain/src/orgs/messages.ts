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

export const LAST_OWNER_MESSAGE =
  'This is the only owner of this organization. Make another admin an owner first: an organization always keeps one owner.';

export const SELF_LAST_OWNER_MESSAGE =
  'You are the only owner of this organization, so you cannot step down. Make another admin an owner first.';

export const ADMIN_LEVEL_ONLY_FOR_ADMINS_MESSAGE =
  'Only admins have an admin level. Leave admin_level out for managers and members.';

export const MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE =
  'An admin cannot also be a manager: admins already assign work and read reports. To make this person a manager, change their role to Manager.';

/** The team list's note by an admin's manager box, which it does not let anyone tick. */
export const MANAGER_FLAG_ADMIN_NOTE = 'Admins already manage';

export const CATALOGUE_UNKNOWN_COURSE_MESSAGE = (workId: string) =>
  `There is no course or path "${workId}" by that author in the catalogue. Pick courses from the list.`;

export const CATALOGUE_UNKNOWN_CATEGORY_MESSAGE = (category: string) =>
  `No course in the catalogue has the category "${category}". Pick categories from the list.`;

export const CATALOGUE_BOTH_LISTS_MESSAGE = (what: string) =>
  `"${what}" is in both the include and the exclude list. Put it in one of them.`;

export const PRIVATE_CONTENT_NOT_ALLOWED_MESSAGE =
  'This organization cannot create private content. Its plan does not include private courses.';

export const PRIVATE_CONTENT_ROLE_MESSAGE =
  "Only this organization's admins and managers can make a course private to it.";

export const PRIVATE_COURSE_NOT_FOUND_MESSAGE =
  'We could not find this course among the works you edit in the studio.';

export const PRIVATE_COURSE_OTHER_ORGANIZATION_MESSAGE =
  'This course is already private to another organization. Make it public there first.';

export const NOT_PRIVATE_TO_ORGANIZATION_MESSAGE = 'This course is not private to this organization.';
