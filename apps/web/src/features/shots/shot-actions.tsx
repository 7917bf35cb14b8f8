'use client';

import type { ShotProps } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { useModalStore } from '../modal-state/modal-store';

/** Like, bookmark and share: the reader's own marks load after the page, which stays cacheable. */
export function ShotActions({ shotId, title }: { shotId: string; title: string }) {
  const [props, setProps] = useState<ShotProps | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    void api
      .call(apiRefs.shots.props, { params: { id: shotId }, query: { status: 'published' } })
      .then((reply) => {
        if (reply.ok) setProps(reply.data);
      });
  }, [shotId]);

  const mark = async (kind: 'like' | 'bookmark', on: boolean) => {
    const routes = {
      like: on ? apiRefs.shots.like : apiRefs.shots.unlike,
      bookmark: on ? apiRefs.shots.bookmark : apiRefs.shots.unbookmark,
    };
    const reply = await api.call(routes[kind], { params: { id: shotId } });
    if (reply.status === 401) {
      useModalStore.getState().open('Login');
      return;
    }
    if (!reply.ok) {
      setNote(reply.errorText);
      return;
    }
    setProps((previous) => (previous ? { ...previous, ...reply.data } : previous));
  };

  const share = async () => {
    const url = window.location.href.split('#')[0] as string;
    const canShare = typeof navigator.share === 'function';
    try {
      if (canShare) await navigator.share({ title, url });
      else await navigator.clipboard.writeText(url);
      setNote(canShare ? 'Thanks for sharing!' : 'Link copied to the clipboard.');
    } catch {
      return;
    }
    const reply = await api.call(apiRefs.shots.share, { params: { id: shotId } });
    if (reply.ok) setProps((previous) => (previous ? { ...previous, shares: reply.data.shares } : previous));
  };

  const button =
    'inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="shot-actions">
      <button
        type="button"
        className={button}
        aria-pressed={props?.isLikedByReader ?? false}
        onClick={() => mark('like', !props?.isLikedByReader)}
        data-testid="shot-like"
      >
        <span aria-hidden="true">♥</span> Like <span className="text-muted">{props?.shotLikes ?? 0}</span>
      </button>
      <button
        type="button"
        className={button}
        aria-pressed={props?.isBookmarkedByReader ?? false}
        onClick={() => mark('bookmark', !props?.isBookmarkedByReader)}
        data-testid="shot-bookmark"
      >
        <span aria-hidden="true">★</span> {props?.isBookmarkedByReader ? 'Bookmarked' : 'Bookmark'}
      </button>
      <button type="button" className={button} onClick={share} data-testid="shot-share">
        <span aria-hidden="true">↗</span> Share <span className="text-muted">{props?.shares ?? 0}</span>
      </button>
      {note ? (
        <span role="status" className="text-sm text-muted">
          {note}
        </span>
      ) : null}
    </div>
  );
}
