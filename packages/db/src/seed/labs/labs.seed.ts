import type { Database } from '../../client';
import { labDockerJobs, labEnvVars, labs, labTestRunners } from '../../schema/index';
import { labDockerfile, shellTestScript, writeFileStep } from './lab-files';

/**
 * The three labs a new install ships and CI runs end to end (issue 13): the Linux command line,
 * a Node web API with an app preview and tests, and Git branching. Authored by the Learnbox team
 * (content/authors/learnbox-team.yaml), published, image not built yet: the live host builds it.
 */

const AUTHOR_ID = 'learnbox-team';

const NODE_SERVER = `const http = require('node:http');

// Change the greeting, save, and the preview shows it after the server restarts.
const greeting = 'Hello, learner!';

http
  .createServer((req, res) => {
    if (req.url === '/api/greeting') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: greeting }));
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<h1>' + greeting + '</h1><p>Try <a href="/api/greeting">/api/greeting</a>.</p>');
  })
  .listen(3000, '0.0.0.0');
`;

const GREETING_CHECK = `fetch('http://127.0.0.1:3000/api/greeting').then(async (r) => { const b = await r.json(); process.exit(r.ok && typeof b.message === 'string' && b.message.length > 0 ? 0 : 1); }, () => process.exit(1))`;
const FAREWELL_CHECK = `fetch('http://127.0.0.1:3000/api/farewell').then(async (r) => { const b = await r.json(); process.exit(r.ok && /bye/i.test(b.message) ? 0 : 1); }, () => process.exit(1))`;

export const SEED_LABS = [
  {
    lab: {
      id: 'lab-linux-command-line',
      slug: 'linux-command-line',
      title: 'The Linux command line',
      summary: 'Move around a real Linux machine: folders, files and the text tools every developer uses.',
      instructions: `# The Linux command line

1. Run \`pwd\` to see where you are, then \`ls -la\` to list what is here.
2. Make a folder: \`mkdir notes\`.
3. Write a file: \`echo hello > notes/hello.txt\`, then read it back with \`cat notes/hello.txt\`.
4. Count the lines of \`/etc/passwd\` into a file: \`wc -l < /etc/passwd > notes/users.txt\`.

Press **Run tests** when you are done. Your home folder is kept between sessions.
`,
      dockerfile: labDockerfile([], []),
      track: 'linux',
    },
    jobs: [],
    testRunners: [
      {
        id: 'checks',
        name: 'Command line checks',
        testScript: shellTestScript([
          { name: 'The notes folder exists', command: 'test -d "$HOME/notes"' },
          { name: 'hello.txt says hello', command: 'grep -qx hello "$HOME/notes/hello.txt"' },
          {
            name: 'users.txt holds the line count of /etc/passwd',
            command: 'test "$(tr -d " " < "$HOME/notes/users.txt")" = "$(wc -l < /etc/passwd | tr -d " ")"',
          },
        ]),
      },
    ],
    envVars: [],
  },
  {
    lab: {
      id: 'lab-node-web-api',
      slug: 'node-web-api',
      title: 'A web API in Node.js',
      summary:
        'Run a small Node.js HTTP server, watch it in the app preview, and add an endpoint its tests check.',
      instructions: `# A web API in Node.js

The server in \`app/server.js\` answers \`/api/greeting\`. Press **Run** beside *Start the server*: a terminal tab opens and starts it, and the app preview shows port 3000. It restarts whenever you save the file; **Ctrl+C** in its tab stops it.

1. Change the greeting in \`app/server.js\` (Run opens it in the editor) and save. Watch the preview.
2. Add \`/api/farewell\` answering \`{ "message": "Bye for now!" }\` (any message with "bye" in it).
3. Press **Run tests**.
`,
      dockerfile: labDockerfile(
        [{ command: 'node', debian: 'nodejs' }],
        [writeFileStep('/home/learner/app/server.js', NODE_SERVER)],
      ),
      appPort: 3000,
      track: 'web',
    },
    jobs: [
      {
        key: 'serve',
        name: 'Start the server',
        // No exec: Ctrl+C stops the server and leaves the job's terminal tab its shell.
        runScript: 'cd "$HOME/app" && node --watch server.js',
        inputFileName: 'app/server.js',
        runInLiveContainer: true,
      },
    ],
    testRunners: [
      {
        id: 'api',
        name: 'API checks',
        testScript: shellTestScript([
          { name: 'GET /api/greeting answers a message', command: `node -e "${GREETING_CHECK}"` },
          { name: 'GET /api/farewell says bye', command: `node -e "${FAREWELL_CHECK}"` },
        ]),
      },
    ],
    envVars: [
      {
        id: 'port',
        key: 'PORT',
        name: 'App port',
        defaultValue: '3000',
        info: 'The port the app preview opens.',
      },
      { id: 'node-env', key: 'NODE_ENV', name: 'Node environment', defaultValue: 'development', info: '' },
    ],
  },
  {
    lab: {
      id: 'lab-git-branching',
      slug: 'git-branching',
      title: 'Git branching',
      summary: 'Branch, commit and merge in a real repository without fear of breaking anything.',
      instructions: `# Git branching

A repository waits in \`project\`. Run \`cd project && git log --oneline\` to see its history.

1. Make a branch: \`git switch -c feature\`.
2. Add a file \`feature.txt\` and commit it.
3. Go back with \`git switch main\` and merge: \`git merge feature\`.

Press **Run tests** when \`main\` has your commit.
`,
      dockerfile: labDockerfile(
        [{ command: 'git', debian: 'git' }],
        [
          'RUN git config --global user.name Learner && git config --global user.email learner@example.com && git config --global init.defaultBranch main',
          'RUN mkdir project && cd project && git init -q && echo "# Project" > README.md && git add README.md && git commit -qm "Start the project"',
        ],
      ),
      track: 'git',
    },
    jobs: [],
    testRunners: [
      {
        id: 'git',
        name: 'Repository checks',
        testScript: shellTestScript([
          { name: 'A feature branch exists', command: 'git -C "$HOME/project" rev-parse --verify feature' },
          {
            name: 'feature.txt is committed on main',
            command: 'git -C "$HOME/project" cat-file -e main:feature.txt',
          },
          {
            name: 'main contains the feature branch',
            command: 'git -C "$HOME/project" merge-base --is-ancestor feature main',
          },
        ]),
      },
    ],
    envVars: [],
  },
] as const;

/**
 * Inserts the seeded labs. Existing rows are kept: authors edit labs in /cloudlabeditor, and a
 * restart must not undo their work.
 */
export async function seedLabs(db: Database): Promise<void> {
  for (const { lab, jobs, testRunners, envVars } of SEED_LABS) {
    await db
      .insert(labs)
      .values({ ...lab, authorId: AUTHOR_ID, published: true })
      .onConflictDoNothing();
    const labId = lab.id;
    if (jobs.length > 0)
      await db
        .insert(labDockerJobs)
        .values(jobs.map((job, position) => ({ ...job, labId, position })))
        .onConflictDoNothing();
    await db
      .insert(labTestRunners)
      .values(testRunners.map((runner, position) => ({ ...runner, labId, position })))
      .onConflictDoNothing();
    if (envVars.length > 0)
      await db
        .insert(labEnvVars)
        .values(envVars.map((entry) => ({ ...entry, labId })))
        .onConflictDoNothing();
  }
}
