import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { projects, projectTasks } from '../../schema/projects';
import type { SeedProject } from './seed-project';
import { TEXT_STATS_JAVASCRIPT_PROJECT } from './text-stats-javascript.project';
import { TODO_PYTHON_PROJECT } from './todo-python.project';

export const SEED_PROJECTS: readonly SeedProject[] = [TODO_PYTHON_PROJECT, TEXT_STATS_JAVASCRIPT_PROJECT];

/**
 * Upserts the seeded projects and their tasks by id, so a restart refreshes their text and tests
 * without dropping what learners already submitted.
 */
export async function seedProjects(db: Database): Promise<void> {
  for (const project of SEED_PROJECTS) {
    const row = {
      id: project.id,
      slug: project.slug,
      title: project.title,
      summary: project.summary,
      language: project.language,
      published: true,
    };
    await db
      .insert(projects)
      .values(row)
      .onConflictDoUpdate({
        target: projects.id,
        set: {
          slug: row.slug,
          title: row.title,
          summary: row.summary,
          language: row.language,
          published: true,
        },
      });
    for (const [position, task] of project.tasks.entries()) {
      const taskRow = {
        id: task.id,
        projectId: project.id,
        position,
        title: task.title,
        instructions: task.instructions,
        starterFiles: task.starterFiles,
        mainFile: task.mainFile ?? null,
        tests: task.tests,
        solution: task.solution,
      };
      await db
        .insert(projectTasks)
        .values(taskRow)
        .onConflictDoUpdate({
          target: projectTasks.id,
          set: {
            position: sql`excluded.position`,
            title: sql`excluded.title`,
            instructions: sql`excluded.instructions`,
            starterFiles: sql`excluded.starter_files`,
            mainFile: sql`excluded.main_file`,
            tests: sql`excluded.tests`,
            solution: sql`excluded.solution`,
          },
        });
    }
  }
}
