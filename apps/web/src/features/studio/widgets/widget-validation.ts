import { type Widget, widgetSchema } from '@learnbox/contracts';

/** Field path ("files.0.name") → the schema's sentence for it; "" for the widget as a whole. */
export type WidgetErrors = Record<string, string>;

/** Checks a widget against the contracts' schema, the one the api and the content tests use. */
export function validateWidget(widget: Widget): WidgetErrors {
  const result = widgetSchema.safeParse(widget);
  if (result.success) return {};
  const errors: WidgetErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
