'use client';

import type { LabSetupReply } from '@learnbox/contracts';
import { LAB_EDITOR_MESSAGES, LAB_SETUP_LIMITS } from '@learnbox/domain';
import { type ChangeEvent, useState } from 'react';
import { BuildPanel } from './build-panel';
import { type FieldErrors, Section } from './field';
import { ScriptEditor } from './script-editor';

/** The Dockerfile (typed, or uploaded from a file) and the image built from it. */
export function DockerfileSection({
  setup,
  errors,
  change,
  onBuilt,
  onRefused,
}: {
  setup: LabSetupReply;
  errors: FieldErrors;
  change: (patch: Partial<LabSetupReply>) => void;
  onBuilt: (imageName: string) => void;
  onRefused: (errors: FieldErrors) => void;
}) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LAB_SETUP_LIMITS.MAX_DOCKERFILE_BYTES) {
      setUploadError(LAB_EDITOR_MESSAGES.DOCKERFILE_FILE_TOO_LARGE);
      return;
    }
    setUploadError(null);
    change({ dockerfile: await file.text(), dockerfile_name: file.name });
  };
  const running = setup.latest_build?.build_status === 'PENDING' ? setup.latest_build.image_name : null;
  return (
    <Section title="Dockerfile">
      <p className="text-sm text-muted">
        {setup.dockerfile_name} · {new Blob([setup.dockerfile]).size} bytes · image learners get:{' '}
        {setup.image_name ?? 'none yet'}
      </p>
      <ScriptEditor
        label="Dockerfile"
        language="dockerfile"
        value={setup.dockerfile}
        onChange={(dockerfile) => change({ dockerfile })}
        testId="dockerfile-editor"
      />
      {errors.dockerfile || errors.dockerfileName ? (
        <p className="text-sm text-red-700 dark:text-red-300">{errors.dockerfile ?? errors.dockerfileName}</p>
      ) : null}
      <label className="block text-sm text-fg">
        Upload a Dockerfile
        <input type="file" className="mt-1 block text-sm" onChange={upload} />
      </label>
      {uploadError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {uploadError}
        </p>
      ) : null}
      <BuildPanel
        work={{ authorId: setup.author_id, workId: setup.work_id }}
        dockerfile={setup.dockerfile}
        running={running}
        onBuilt={onBuilt}
        onRefused={onRefused}
      />
    </Section>
  );
}
