import type { ModalName } from '@learnbox/domain';
import { create } from 'zustand';

export type ModalProps = Record<string, unknown>;

interface ModalState {
  name: ModalName | null;
  props: ModalProps;
  /** Opened from `?modal=`: closing must also remove the query parameter. */
  fromQuery: boolean;
  open: (name: ModalName, props?: ModalProps) => void;
  openFromQuery: (name: ModalName) => void;
  close: () => void;
}

/**
 * One modal at a time, by name (spec section 2 "Modals"). Client-only state: nothing opens a
 * modal during server rendering, so one module-level store is safe.
 */
export const useModalStore = create<ModalState>()((set) => ({
  name: null,
  props: {},
  fromQuery: false,
  open: (name, props = {}) => set({ name, props, fromQuery: false }),
  openFromQuery: (name) => set({ name, props: {}, fromQuery: true }),
  close: () => set({ name: null, props: {}, fromQuery: false }),
}));
