/**
 * `npm run content:import [-- <folder>]` and `npm run content:export [-- <folder>]`: move the
 * content folder (default: the repository's content/) into the database or back out. The database
 * is DATABASE_URL, else the embedded PGlite under DATA_DIR (default .data); stop the api first,
 * since PGlite has one owner process.
 */
import { join, resolve } from 'node:path';
import { createDb } from '../../client';
import { parseContentFiles, serializeContent } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder, writeContentFolder } from './content-folder';
import { exportContent, importContent } from './content-store';

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if (command !== 'import' && command !== 'export') {
    console.error('usage: content-cli.ts import|export [folder]');
    process.exit(2);
  }
  const dir = folder ? resolve(folder) : DEFAULT_CONTENT_DIR;
  const handle = await createDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: join(resolve(process.env.DATA_DIR ?? '.data'), 'pglite'),
  });
  try {
    await handle.migrate();
    if (command === 'import') {
      const bundle = parseContentFiles(readContentFolder(dir));
      await importContent(handle.db, bundle, 'upsert');
      console.log(
        `imported ${bundle.courses.length} courses, ${bundle.paths.length} paths, ${bundle.shots.length} shots from ${dir}`,
      );
    } else {
      const files = serializeContent(await exportContent(handle.db));
      writeContentFolder(dir, files);
      console.log(`exported ${files.size} files to ${dir}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
