/** Path types (spec section 9 "Identifiers"), with how the path editor names them. */
export const PATH_TYPES = ['regular', 'learning_plan', 'l2c_pathway', 'interview_prep'] as const;
export type PathType = (typeof PATH_TYPES)[number];

export const PATH_TYPE_LABELS: Record<PathType, string> = {
  regular: 'Regular path',
  learning_plan: 'Learning plan',
  l2c_pathway: 'Learn to code pathway',
  interview_prep: 'Interview preparation',
};

export const isPathType = (value: unknown): value is PathType =>
  (PATH_TYPES as readonly unknown[]).includes(value);
