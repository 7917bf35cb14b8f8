/** Button and field labels of the highlight popover, note editor and HighlightsViewer. */
export const HIGHLIGHT_LABELS = {
  HIGHLIGHT: 'Highlight',
  ADD_NOTE: 'Add note',
  NOTE: 'Note',
  SAVE_NOTE: 'Save note',
  DELETE: 'Delete highlight',
  CANCEL: 'Cancel',
  OPEN_VIEWER: 'Highlights and notes',
  EXPORT: 'Export as Markdown',
  GO_TO: 'Go to highlight',
  COLOUR: 'Colour',
} as const;

export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];
