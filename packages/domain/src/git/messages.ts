/**
 * What the git round trip (POST /api/github/import and /export) says to people. None of these
 * sentences ever carries the access token, and none repeats what the git host answered.
 */
export const GIT_MESSAGES = {
  VERIFY_EMAIL_FIRST: 'Verify your e-mail address before importing from or exporting to GitHub.',
  OWNER_INVALID:
    'The repository owner may hold only letters, digits and single hyphens, and must not start or end with a hyphen.',
  NAME_INVALID:
    'The repository name may hold only letters, digits, ".", "_" and "-", and must not be "." or "..".',
  BRANCH_INVALID:
    'The branch name is not a valid git branch name (letters, digits, ".", "_", "-" and "/" between parts).',
  ADDRESS_INVALID: 'Check the repository owner, name and branch.',
  HOST_UNREACHABLE: 'The git host could not be reached. Try again in a few minutes.',
  ACCESS_REFUSED:
    'The git host refused the access token. Check that it is right, has not expired and may read this repository (and write to it, to export).',
  REPOSITORY_NOT_FOUND: 'The repository was not found, or the access token may not see it.',
  BRANCH_NOT_FOUND: 'The branch does not exist in the repository.',
  PUSH_REJECTED:
    'The git host refused the new commit. The branch may have moved since, or be protected; try again or pick another branch.',
  TOO_LARGE: 'The repository is too large to import: at most 50 MB may be downloaded.',
  TOO_MANY_FILES: 'The repository has too many files to import: at most 5000 are read.',
  TOO_SLOW: 'The git host took too long to answer (more than 60 seconds). Try again later.',
  NO_CONTENT:
    'The branch holds no content: add authors/, courses/, paths/ or shots/ (at the top or under content/).',
  CONTENT_INVALID: 'The content in the repository could not be read.',
  WIDGETS_INVALID: 'A widget in the repository does not match its type.',
  DUPLICATE_ID: 'Two works in the repository share one id.',
  NOT_YOUR_WORK:
    'The repository holds a work that already exists here under another author, so nothing was imported.',
  SLUG_TAKEN:
    'The repository holds a work whose slug another work here already uses, so nothing was imported.',
  ID_TAKEN:
    'The repository holds a module or lesson whose id another course here already uses, so nothing was imported.',
  UNKNOWN_COURSE: 'A path in the repository lists a course that is neither in the repository nor here.',
  UNKNOWN_AUTHOR: 'A work in the repository names an author that is neither in the repository nor here.',
  NOTHING_TO_EXPORT: 'You have no works to export yet.',
} as const;
