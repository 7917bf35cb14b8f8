import type { SeedProject } from './seed-project';

const PY = 'main.py';
const readCommands = 'import sys\n\nfor line in sys.stdin:\n    command = line.strip()\n';

/** Spec's example project: a command-line to-do list, grown one command per task. */
export const TODO_PYTHON_PROJECT: SeedProject = {
  id: 'prj-python-todo-cli',
  slug: 'python-todo-cli',
  title: 'Build a CLI to-do list in Python',
  summary:
    'Write a small command-line to-do list that reads commands from standard input: add tasks, list them and tick them off.',
  language: 'python',
  tasks: [
    {
      id: 'prj-python-todo-cli-1',
      title: 'Add tasks',
      instructions: `Your program reads one command per line from standard input until the input ends.

For now there is one command: \`add TEXT\`. For each one, print \`Added: TEXT\`. Ignore blank lines.

Example input:

\`\`\`
add Buy milk
add Walk the dog
\`\`\`

Expected output:

\`\`\`
Added: Buy milk
Added: Walk the dog
\`\`\``,
      starterFiles: [
        { name: PY, content: `${readCommands}    # Handle the "add" command here.\n    pass\n` },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'add Buy milk\nadd Walk the dog\n',
          expected_output: 'Added: Buy milk\nAdded: Walk the dog\n',
        },
        { name: 'One task', stdin: 'add Water the plants\n', expected_output: 'Added: Water the plants\n' },
        {
          name: 'Blank lines',
          stdin: '\nadd Call Ana\n\nadd Pay rent 2x\n',
          expected_output: 'Added: Call Ana\nAdded: Pay rent 2x\n',
        },
      ],
      solution: [
        {
          name: PY,
          content: `${readCommands}    if command.startswith('add '):\n        print('Added: ' + command[4:])\n`,
        },
      ],
    },
    {
      id: 'prj-python-todo-cli-2',
      title: 'List tasks',
      instructions: `Keep the tasks in a list and add a second command, \`list\`, which prints every task so far, numbered from 1, each with an empty box: \`1. [ ] Buy milk\`. When there are no tasks yet, \`list\` prints \`No tasks.\`

Example input:

\`\`\`
list
add Buy milk
add Walk the dog
list
\`\`\`

Expected output:

\`\`\`
No tasks.
Added: Buy milk
Added: Walk the dog
1. [ ] Buy milk
2. [ ] Walk the dog
\`\`\``,
      starterFiles: [
        {
          name: PY,
          content: `import sys\n\ntasks = []\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        print('Added: ' + command[4:])\n    # Remember the task, then handle "list".\n`,
        },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'list\nadd Buy milk\nadd Walk the dog\nlist\n',
          expected_output:
            'No tasks.\nAdded: Buy milk\nAdded: Walk the dog\n1. [ ] Buy milk\n2. [ ] Walk the dog\n',
        },
        { name: 'Only list', stdin: 'list\n', expected_output: 'No tasks.\n' },
        {
          name: 'List twice',
          stdin: 'add Read a book\nlist\nadd Cook dinner\nlist\n',
          expected_output:
            'Added: Read a book\n1. [ ] Read a book\nAdded: Cook dinner\n1. [ ] Read a book\n2. [ ] Cook dinner\n',
        },
      ],
      solution: [
        {
          name: PY,
          content: `import sys\n\ntasks = []\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        tasks.append(command[4:])\n        print('Added: ' + command[4:])\n    elif command == 'list':\n        if not tasks:\n            print('No tasks.')\n        for number, task in enumerate(tasks, start=1):\n            print(f'{number}. [ ] {task}')\n`,
        },
      ],
    },
    {
      id: 'prj-python-todo-cli-3',
      title: 'Tick tasks off',
      instructions: `Add the command \`done N\`: it marks task number N as done and prints \`Done: TEXT\`. From then on \`list\` shows that task with a ticked box, \`[x]\`. When there is no task N (or N is not a number), print \`No task N.\` with what was typed.

Example input:

\`\`\`
add Buy milk
add Walk the dog
done 2
done 7
list
\`\`\`

Expected output:

\`\`\`
Added: Buy milk
Added: Walk the dog
Done: Walk the dog
No task 7.
1. [ ] Buy milk
2. [x] Walk the dog
\`\`\``,
      starterFiles: [
        {
          name: PY,
          content: `import sys\n\ntasks = []\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        tasks.append(command[4:])\n        print('Added: ' + command[4:])\n    elif command == 'list':\n        if not tasks:\n            print('No tasks.')\n        for number, task in enumerate(tasks, start=1):\n            print(f'{number}. [ ] {task}')\n    # Handle "done N" here.\n`,
        },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'add Buy milk\nadd Walk the dog\ndone 2\ndone 7\nlist\n',
          expected_output:
            'Added: Buy milk\nAdded: Walk the dog\nDone: Walk the dog\nNo task 7.\n1. [ ] Buy milk\n2. [x] Walk the dog\n',
        },
        {
          name: 'First task done',
          stdin: 'add Feed the cat\nadd Mop\ndone 1\nlist\n',
          expected_output:
            'Added: Feed the cat\nAdded: Mop\nDone: Feed the cat\n1. [x] Feed the cat\n2. [ ] Mop\n',
        },
        {
          name: 'Not a number',
          stdin: 'add Sleep\ndone zero\ndone 0\n',
          expected_output: 'Added: Sleep\nNo task zero.\nNo task 0.\n',
        },
      ],
      solution: [
        {
          name: PY,
          content: `import sys\n\ntasks = []\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        tasks.append({'text': command[4:], 'done': False})\n        print('Added: ' + command[4:])\n    elif command == 'list':\n        if not tasks:\n            print('No tasks.')\n        for number, task in enumerate(tasks, start=1):\n            box = 'x' if task['done'] else ' '\n            print(f'{number}. [{box}] {task["text"]}')\n    elif command.startswith('done '):\n        which = command[5:]\n        if which.isdigit() and 1 <= int(which) <= len(tasks):\n            task = tasks[int(which) - 1]\n            task['done'] = True\n            print('Done: ' + task['text'])\n        else:\n            print(f'No task {which}.')\n`,
        },
      ],
    },
  ],
};
