import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fchownSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Compiled output, keyed by a hash of everything that decides it: the language, the toolchain's
 * version, the exact compile command (flags included) and every source file's name and bytes. A
 * hit writes the stored artifacts (the binary, Java's classes, TypeScript's bundle) into the fresh
 * work dir and skips the compiler; the run itself always happens for real. Entries live on disk
 * (root-only, never mounted into a sandbox) so they survive restarts; the total is bounded and the
 * least recently used entries go first.
 *
 * Artifacts are taken right after the compile, before the program runs, so nothing the program
 * does to its own work dir can reach the cache. Sources whose output depends on more than their
 * bytes (the compile-time clock, absolute include paths such as /proc) are never cached.
 */

export interface CompileInput {
  language: string;
  toolchainVersion: string;
  command: readonly string[];
  files: readonly { name: string; content: string }[];
}

export interface CachedCompile {
  /** The compiler's output as the real compile printed it. */
  output: string;
  files: { path: string; mode: number; data: Buffer }[];
}

interface EntryMeta {
  output: string;
  files: { path: string; mode: number; size: number }[];
}

/** Output that changes with the time or the host, not with the source. */
const UNCACHEABLE_SOURCE =
  /__(?:DATE|TIME|TIMESTAMP)__|#\s*(?:include|embed)\s*[<"]\s*\/|include_(?:str|bytes)!|\benv!|option_env!/;

/** The cache key, or null when the compile's output may depend on more than its inputs. */
export function compileCacheKey(input: CompileInput): string | null {
  if (input.files.some((f) => UNCACHEABLE_SOURCE.test(f.content))) return null;
  const hash = createHash('sha256');
  const files = [...input.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  hash.update(JSON.stringify([input.language, input.toolchainVersion, input.command]));
  for (const file of files) {
    hash.update(`\0${Buffer.byteLength(file.name)}:${file.name}\0${Buffer.byteLength(file.content)}:`);
    hash.update(file.content);
  }
  return hash.digest('hex');
}

const KEY = /^[0-9a-f]{64}$/;

export class CompileCache {
  /** Entries by key, in least-recently-used order (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private total = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Loads what earlier processes stored, oldest use first, and drops half-written entries. */
  open(): this {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const found: { key: string; bytes: number; usedAt: number }[] = [];
    for (const name of readdirSync(this.dir)) {
      const full = path.join(this.dir, name);
      if (!KEY.test(name)) {
        rmSync(full, { recursive: true, force: true });
        continue;
      }
      try {
        const metaFile = path.join(full, 'meta.json');
        const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as EntryMeta;
        found.push({
          key: name,
          bytes: meta.files.reduce((sum, f) => sum + f.size, 0),
          usedAt: statSync(metaFile).mtimeMs,
        });
      } catch {
        rmSync(full, { recursive: true, force: true });
      }
    }
    for (const entry of found.sort((a, b) => a.usedAt - b.usedAt)) {
      this.entries.set(entry.key, entry.bytes);
      this.total += entry.bytes;
    }
    this.evict();
    return this;
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }

  /** The stored compile, or null on a miss (or an entry that can no longer be read). */
  lookup(key: string): CachedCompile | null {
    const bytes = this.entries.get(key) ?? this.adopt(key);
    if (bytes === undefined) return null;
    const entryDir = path.join(this.dir, key);
    try {
      const metaFile = path.join(entryDir, 'meta.json');
      const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as EntryMeta;
      const files = meta.files.map((f, i) => ({
        path: f.path,
        mode: f.mode,
        data: readFileSync(path.join(entryDir, 'files', String(i))),
      }));
      // Most recently used: last in the map, and on disk for the next start.
      this.entries.delete(key);
      this.entries.set(key, bytes);
      const now = new Date();
      utimesSync(metaFile, now, now);
      return { output: meta.output, files };
    } catch {
      this.remove(key);
      return null;
    }
  }

  /**
   * Stores what the compile added to `workDir` (every regular file but the sources). Anything that
   * is not a regular file or directory (a symlink, say) means the entry is not stored at all.
   */
  store(key: string, workDir: string, sources: readonly string[], output: string): boolean {
    if (this.entries.has(key)) return true;
    const artifacts = collectArtifacts(workDir, new Set(sources));
    if (!artifacts) return false;
    const bytes = artifacts.reduce((sum, f) => sum + f.size, 0);
    if (bytes > this.maxBytes) return false;
    const staging = path.join(this.dir, `tmp-${process.pid}-${key}`);
    rmSync(staging, { recursive: true, force: true });
    try {
      mkdirSync(path.join(staging, 'files'), { recursive: true, mode: 0o700 });
      artifacts.forEach((f, i) => {
        writeFileSync(path.join(staging, 'files', String(i)), f.data, { mode: 0o600 });
      });
      const meta: EntryMeta = {
        output,
        files: artifacts.map((f) => ({ path: f.path, mode: f.mode, size: f.size })),
      };
      writeFileSync(path.join(staging, 'meta.json'), JSON.stringify(meta), { mode: 0o600 });
      renameSync(staging, path.join(this.dir, key));
    } catch {
      rmSync(staging, { recursive: true, force: true });
      return false;
    }
    this.entries.set(key, bytes);
    this.total += bytes;
    this.evict();
    return true;
  }

  /** Writes a hit's artifacts into a fresh work dir, never following or replacing anything there. */
  static restore(hit: CachedCompile, workDir: string, owner: { uid: number; gid: number } | null): void {
    for (const file of hit.files) {
      const segments = file.path.split('/');
      let dir = workDir;
      for (const segment of segments.slice(0, -1)) {
        dir = path.join(dir, segment);
        try {
          mkdirSync(dir, { mode: 0o755 });
          if (owner) chownNoFollow(dir, owner, constants.O_DIRECTORY);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !lstatSync(dir).isDirectory())
            throw error;
        }
      }
      const fd = openSync(
        path.join(workDir, file.path),
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        file.mode,
      );
      try {
        writeSync(fd, file.data);
        if (owner) fchownSync(fd, owner.uid, owner.gid);
      } finally {
        closeSync(fd);
      }
    }
  }

  /** An entry another runner sharing this state dir stored since we opened it. */
  private adopt(key: string): number | undefined {
    if (!KEY.test(key)) return undefined;
    try {
      const meta = JSON.parse(readFileSync(path.join(this.dir, key, 'meta.json'), 'utf8')) as EntryMeta;
      const bytes = meta.files.reduce((sum, f) => sum + f.size, 0);
      this.entries.set(key, bytes);
      this.total += bytes;
      return bytes;
    } catch {
      return undefined;
    }
  }

  private evict(): void {
    for (const [key] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.total -= bytes;
    rmSync(path.join(this.dir, key), { recursive: true, force: true });
  }
}

function chownNoFollow(target: string, owner: { uid: number; gid: number }, flags: number): void {
  const fd = openSync(target, constants.O_RDONLY | constants.O_NOFOLLOW | flags);
  try {
    fchownSync(fd, owner.uid, owner.gid);
  } finally {
    closeSync(fd);
  }
}

type Artifact = { path: string; mode: number; size: number; data: Buffer };

/** Regular files under `root` but the sources, or null if anything else is there. */
function collectArtifacts(root: string, sources: ReadonlySet<string>): Artifact[] | null {
  const found: Artifact[] = [];
  const walk = (relative: string): boolean => {
    for (const name of readdirSync(path.join(root, relative))) {
      const rel = relative ? `${relative}/${name}` : name;
      const full = path.join(root, rel);
      const st = lstatSync(full);
      if (st.isDirectory()) {
        if (!walk(rel)) return false;
      } else if (st.isFile()) {
        if (sources.has(rel)) continue;
        // Read through a descriptor that refuses symlinks, so a swap after lstat cannot redirect it.
        const fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW);
        try {
          const data = readFileSync(fd);
          found.push({ path: rel, mode: st.mode & 0o755, size: data.length, data });
        } finally {
          closeSync(fd);
        }
      } else {
        return false;
      }
    }
    return true;
  };
  return walk('') ? found : null;
}
