/**
 * A lab's preview origin from the LABS_PREVIEW_ORIGIN template (`http://{lab}.preview.localhost:4200`):
 * every lab is its own origin, so one lab's pages never share cookies or storage with another's
 * or with the site's. The host recognises a preview by the Host header's name; the port is
 * whatever the host listens on.
 */
export class PreviewOrigins {
  private readonly prefix: string;
  private readonly suffix: string;

  constructor(readonly template: string) {
    const url = new URL(template.replace('{lab}', 'lab-id-here'));
    const [prefix, suffix] = url.hostname.split('lab-id-here');
    if (!template.includes('{lab}') || prefix === undefined || suffix === undefined)
      throw new Error(`The preview origin template ${template} must have {lab} in its host name`);
    this.prefix = prefix;
    this.suffix = suffix;
  }

  /** The lab a request's Host header names, or undefined when it is not a preview. */
  labOf(hostHeader: string | undefined): string | undefined {
    if (!hostHeader) return undefined;
    const name = hostHeader.toLowerCase().replace(/:\d+$/, '');
    if (!name.startsWith(this.prefix) || !name.endsWith(this.suffix)) return undefined;
    const lab = name.slice(this.prefix.length, name.length - this.suffix.length);
    return /^[a-z0-9][a-z0-9-]{0,62}$/.test(lab) ? lab : undefined;
  }

  originOf(labId: string): string {
    return this.template.replace('{lab}', labId);
  }
}
