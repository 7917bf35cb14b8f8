import type { MarketingBlock, MarketingPage } from '@learnbox/contracts/marketing';
import { withApiKeys } from './api-key-text';
import { MarketingCtaButton } from './marketing-cta';
import { MarketingFormView } from './marketing-form';
import { MARKETING_PAGE_SLOTS } from './marketing-slots';

const COVER_ALIGN = { left: 'mr-auto', center: 'mx-auto', right: 'ml-auto' } as const;

function BlockMedia({ block, pageUrl }: { block: MarketingBlock; pageUrl: string }) {
  if (block.media_type === 'video' && block.video)
    return (
      // Autoplay needs muted in every browser.
      <video
        src={block.video.url}
        controls={block.video.controls}
        autoPlay={block.video.autoplay}
        muted={block.video.autoplay}
        loop={block.video.loop}
        playsInline
        className="w-full rounded-xl border border-line"
        data-testid="marketing-video"
      />
    );
  if (block.media_type === 'calendar' && block.calendar_url)
    return (
      <a
        href={block.calendar_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 items-center rounded-xl border border-line bg-surface px-5 text-sm font-semibold text-fg hover:bg-surface-2"
        data-testid="marketing-calendar"
      >
        Pick a time in the calendar
      </a>
    );
  if (block.media_type === 'form' && block.form_id)
    return (
      <div className="rounded-xl border border-line bg-surface p-5">
        <MarketingFormView formId={block.form_id} pageUrl={pageUrl} />
      </div>
    );
  return null;
}

/**
 * A marketing page from its settings (spec section 3): eyebrow, header, summary, cover image,
 * author, top call to action, content blocks with bullet points and media, bottom call to action.
 * v1 pages centre the header; v2 pages align it left beside the cover.
 */
export function MarketingPageView({ page }: { page: MarketingPage }) {
  const { settings } = page;
  const keys = settings.api_keys;
  const Slot = MARKETING_PAGE_SLOTS[page.slug];
  const centred = settings.version === 'v1';
  return (
    <article
      className="mx-auto max-w-4xl space-y-12 px-4 py-12"
      data-testid="marketing-page"
      data-version={settings.version}
    >
      <header className={`space-y-4 ${centred ? 'text-center' : ''}`}>
        {settings.eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">
            {withApiKeys(settings.eyebrow, keys)}
          </p>
        ) : null}
        <h1 className="text-4xl font-bold tracking-tight text-fg">
          {withApiKeys(settings.header_title || settings.title, keys)}
        </h1>
        {settings.summary ? (
          <p className="text-lg text-muted">{withApiKeys(settings.summary, keys)}</p>
        ) : null}
        {settings.author ? (
          <div className={`flex items-center gap-3 ${centred ? 'justify-center' : ''}`}>
            {settings.author.profile_image ? (
              // biome-ignore lint/performance/noImgElement: any https image staff choose; no Next image loader for those.
              <img src={settings.author.profile_image} alt="" className="h-8 w-8 rounded-full" />
            ) : null}
            <span className="text-sm text-muted">{settings.author.name}</span>
          </div>
        ) : null}
        {settings.top_cta ? (
          <MarketingCtaButton cta={settings.top_cta} pageUrl={page.path} testId="marketing-top-cta" />
        ) : null}
      </header>
      {settings.cover_image ? (
        // biome-ignore lint/performance/noImgElement: any https image staff choose; no Next image loader for those.
        <img
          src={settings.cover_image.url}
          alt={settings.cover_image.alt_text}
          className={`block max-h-96 max-w-full rounded-xl ${COVER_ALIGN[settings.cover_image.alignment]} ${settings.cover_image.shadow ? 'shadow-lg' : ''}`}
        />
      ) : null}
      {Slot ? <Slot /> : null}
      {settings.content_blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are rendered on the server in stored order and never reorder.
        <section key={`${index}-${block.title}`} className="space-y-4" data-testid="marketing-block">
          {block.title ? (
            <h2 className="text-2xl font-semibold text-fg">{withApiKeys(block.title, keys)}</h2>
          ) : null}
          {block.body ? <p className="text-fg">{withApiKeys(block.body, keys)}</p> : null}
          {block.bullet_points.length ? (
            <ul className="list-disc space-y-1 pl-6 text-fg">
              {block.bullet_points.map((point) => (
                <li key={point}>{withApiKeys(point, keys)}</li>
              ))}
            </ul>
          ) : null}
          <BlockMedia block={block} pageUrl={page.path} />
        </section>
      ))}
      {settings.bottom_cta ? (
        <footer className="border-t border-line pt-8">
          <MarketingCtaButton cta={settings.bottom_cta} pageUrl={page.path} testId="marketing-bottom-cta" />
        </footer>
      ) : null}
    </article>
  );
}
