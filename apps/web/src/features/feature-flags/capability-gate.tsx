'use client';

import type { Capability } from '@learnbox/domain';
import type { ReactNode } from 'react';
import { useCapabilities } from './feature-flags-provider';

/** Shows its children only when the capability is built and flagged on for the visitor. */
export function CapabilityGate({ capability, children }: { capability: Capability; children: ReactNode }) {
  return useCapabilities()[capability] ? children : null;
}
