import type { ProjectFile, ProjectTest } from '../../schema/projects';

/** A seeded project as authored here: its tasks in order, each with tests and a reference solution. */
export interface SeedProject {
  id: string;
  slug: string;
  title: string;
  summary: string;
  language: string;
  tasks: {
    id: string;
    title: string;
    instructions: string;
    starterFiles: ProjectFile[];
    mainFile?: string;
    tests: ProjectTest[];
    solution: ProjectFile[];
  }[];
}
