import { notFound } from 'next/navigation';

/**
 * Where the proxy sends every page of a B2B-host subdomain that no organization holds
 * (features/org-host/org-host-gate.ts): the site's 404 page, with its 404 status.
 */
export default function OrgHostNotFound() {
  notFound();
}
