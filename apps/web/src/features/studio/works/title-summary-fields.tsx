import { TextAreaField, TextField } from '../widgets/fields';

interface TitleSummaryFieldsProps {
  title: string;
  summary: string;
  onTitle: (title: string) => void;
  onSummary: (summary: string) => void;
  errors: Record<string, string | undefined>;
}

/** The title and summary every course, path and shot starts with. */
export function TitleSummaryFields({ title, summary, onTitle, onSummary, errors }: TitleSummaryFieldsProps) {
  return (
    <>
      <TextField label="Title" value={title} onChange={onTitle} error={errors.title} />
      <TextAreaField label="Summary" value={summary} onChange={onSummary} rows={2} error={errors.summary} />
    </>
  );
}
