/**
 * Where a lab's app preview lives: its own origin per lab, so one lab's page can never read
 * another's cookies or storage (contracts-between-helpers "App preview"). Chromium resolves every
 * *.localhost name to loopback, so the default needs no DNS.
 */
export function previewOriginTemplate(template: string | undefined, liveHostUrl: string): string {
  if (template) return template;
  const { port } = new URL(liveHostUrl);
  return `http://{lab}.preview.localhost${port ? `:${port}` : ''}`;
}

/** The preview origin of one lab (its instance id), or null when the lab serves no app. */
export function previewUrlOf(template: string, labId: string, appPort: number | null): string | null {
  return appPort === null ? null : template.replace('{lab}', labId.toLowerCase());
}
