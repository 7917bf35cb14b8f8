'use client';

import type { LabSetupBody, LabSetupReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { LAB_EDITOR_MESSAGES } from '@learnbox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { SignInNeeded } from '../progress/sign-in-needed';
import { EditorFrame } from '../studio/frame/editor-frame';
import { formSaveState, type SaveNotice } from '../studio/frame/save-state';
import { DockerfileSection } from './dockerfile-section';
import { EnvSection } from './env-section';
import type { FieldErrors } from './field';
import { JobsSection } from './jobs-section';
import { RunnersSection } from './runners-section';
import { SetupSection } from './setup-section';

type LabWork = { authorId: string; workId: string };
type Load =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'loaded' };

/** What a save sends: the editable fields of the setup as shown. */
function bodyOf(setup: LabSetupReply): LabSetupBody {
  return {
    title: setup.title,
    summary: setup.summary,
    instructions: setup.instructions,
    dockerfile_name: setup.dockerfile_name,
    dockerfile: setup.dockerfile,
    app_port: setup.app_port,
    memory_mb: setup.memory_mb,
    capabilities: setup.capabilities,
    egress_allow_list: setup.egress_allow_list.map((host) => host.trim()).filter((host) => host !== ''),
    track: setup.track,
    jobs: setup.jobs,
    test_runners: setup.test_runners,
    envs: setup.envs,
  };
}

/**
 * /cloudlabeditor/{authorId}/{workId}: a lab's setup, Dockerfile and image builds, docker jobs,
 * test runners and environment variables; Save (or Ctrl/Cmd+S) sends it whole, and a refusal puts
 * each sentence beside its field.
 */
export function LabEditorScreen({ work }: { work: LabWork }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [setup, setSetup] = useState<LabSetupReply | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [saving, setSaving] = useState(false);
  const current = useRef<LabSetupReply | null>(null);
  current.current = setup;

  useEffect(() => {
    void api.call(apiRefs.labEditor.setup, { params: work }).then((reply) => {
      if (reply.ok) {
        setSetup(reply.data);
        setLoad({ state: 'loaded' });
      } else
        setLoad(
          reply.status === 401 ? { state: 'signed-out' } : { state: 'failed', message: reply.errorText },
        );
    });
  }, [work]);

  const change = useCallback((patch: Partial<LabSetupReply>) => {
    setSetup((shown) => (shown ? { ...shown, ...patch } : shown));
    setDirty(true);
    setNotice(null);
  }, []);

  const save = useCallback(async () => {
    const shown = current.current;
    if (!shown) return;
    setSaving(true);
    const reply = await api.call(apiRefs.labEditor.saveSetup, { params: work, body: bodyOf(shown) });
    setSaving(false);
    if (!reply.ok) {
      setErrors(reply.errors);
      setNotice({ kind: 'error', text: reply.errorText });
      return;
    }
    // Keep what the author typed during the save; with no such edits, show the setup as stored.
    if (current.current === shown) {
      setSetup(reply.data);
      setDirty(false);
    }
    setErrors({});
    setNotice({ kind: 'ok', text: LAB_EDITOR_MESSAGES.SAVED });
  }, [work]);

  const publish = async (published: boolean) => {
    const reply = await api.call(apiRefs.labEditor.publish, { params: work, body: { published } });
    if (!reply.ok) return setNotice({ kind: 'error', text: reply.errorText });
    setSetup((shown) => (shown ? { ...shown, published: reply.data.published } : shown));
  };

  if (load.state === 'loading') return <p className="text-muted">Loading the lab…</p>;
  if (load.state === 'signed-out')
    return (
      <SignInNeeded what="Log in with your author account to edit this lab." title="Log in to edit labs" />
    );
  if (load.state === 'failed' || !setup)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {load.state === 'failed' ? load.message : ''}
      </p>
    );

  const saveState = formSaveState(saving, dirty, notice, LAB_EDITOR_MESSAGES.UNSAVED_CHANGES);

  // The studio's frame: Save (and Ctrl/Cmd+S from anywhere, inside the editors too), the help overlay.
  return (
    <EditorFrame
      kind="lab"
      title={setup.title || setup.slug}
      role="owner"
      saveState={saveState}
      onSave={() => void save()}
      backLink={{ href: '/cloudlabeditor', label: 'All my labs' }}
      actions={
        <>
          <span className="text-sm text-muted">{setup.published ? 'Published' : 'Draft'}</span>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => publish(!setup.published)}
          >
            {setup.published ? 'Unpublish' : 'Publish'}
          </button>
        </>
      }
    >
      <SetupSection setup={setup} errors={errors} change={change} />
      <DockerfileSection
        setup={setup}
        errors={errors}
        change={change}
        onBuilt={(imageName) => setSetup((shown) => (shown ? { ...shown, image_name: imageName } : shown))}
        onRefused={(refused) => setErrors((shown) => ({ ...shown, ...refused }))}
      />
      <JobsSection jobs={setup.jobs} errors={errors} onChange={(jobs) => change({ jobs })} />
      <RunnersSection
        runners={setup.test_runners}
        errors={errors}
        onChange={(test_runners) => change({ test_runners })}
      />
      <EnvSection envs={setup.envs} errors={errors} onChange={(envs) => change({ envs })} />
    </EditorFrame>
  );
}
