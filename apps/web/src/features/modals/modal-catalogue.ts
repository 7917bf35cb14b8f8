import type { ModalName } from '@learnbox/domain';

export interface ModalEntry {
  title: string;
  /** What the modal does: the lead sentence of built ones that have no text of their own. */
  coming: string;
}

/** Every modal of spec section 2; the type makes a missing or extra name a compile error. */
export const MODAL_CATALOGUE: Record<ModalName, ModalEntry> = {
  Login: { title: 'Log in', coming: 'Log in with your e-mail and password, or with single sign-on.' },
  Signup: { title: 'Sign up', coming: 'Create your account with your name, e-mail and a password.' },
  Recover: { title: 'Reset your password', coming: 'We will e-mail you a link to choose a new password.' },
  ResendVerification: {
    title: 'Verify your e-mail',
    coming: 'Send the verification e-mail again if the first one did not arrive.',
  },
  ReaderPreferences: {
    title: 'Reading preferences',
    coming: 'Choose the font, size and layout you read lessons in.',
  },
  Confirmation: { title: 'Please confirm', coming: 'Confirm or cancel an action before it happens.' },
  ShotContributors: {
    title: 'Contributors',
    coming: 'The people who write this shot with you, and what each may do.',
  },
  RecruitingCostCalculatorUserForm: {
    title: 'Recruiting cost calculator',
    coming: 'Tell us where to send your recruiting cost estimate.',
  },
  FreehandDrawing: { title: 'Drawing', coming: 'Sketch a diagram by hand and add it to your page.' },
  ImageUpload: { title: 'Upload an image', coming: 'Upload an image and place it in your content.' },
  HighlightsViewer: {
    title: 'Highlights and notes',
    coming: 'Your highlights and notes in this course, by lesson, with links back to each one.',
  },
  Captcha: { title: 'Quick check', coming: 'Your browser solves a short puzzle to show it is not a bot.' },
  SingleSignOn: { title: 'Single sign-on', coming: "Sign in through your organization's identity provider." },
  ContactSpecialistModal: {
    title: 'Talk to a specialist',
    coming: 'Ask our team about plans for your company.',
  },
  EmailCaptureSuccessModal: { title: 'You are on the list', coming: 'Confirms that we saved your e-mail.' },
  AuthorFeedbackModal: {
    title: 'Feedback for the author',
    coming: 'Rate this author and tell them what would make their work better.',
  },
  CreateWorkflowItemModal: {
    title: 'New task',
    coming: 'A task with a due date, linked to one of the courses.',
  },
  OnboardingModal: {
    title: 'Where should you start?',
    coming: 'Three questions, and we suggest a learning path or course from the catalogue.',
  },
  CodeWidgetSignupModal: {
    title: 'Enjoying the code widgets?',
    coming: 'Create a free account to keep your progress in every lesson.',
  },
  ShotFeedbackModal: {
    title: 'Feedback on this shot',
    coming: 'Tell the author what worked and what did not.',
  },
};
