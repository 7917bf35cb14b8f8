import type { Widget } from '@learnbox/contracts';
import type { WidgetErrors } from './widget-validation';

/** What every widget editor gets: its widget, a way to replace it, the schema's sentences by path. */
export type WidgetEditorProps<W extends Widget> = {
  widget: W;
  onChange: (widget: W) => void;
  errors: WidgetErrors;
};

/** Optional text fields: an empty box means "absent", as the schema expects. */
export const optional = (value: string): string | undefined => (value === '' ? undefined : value);
