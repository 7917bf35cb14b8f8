/**
 * Content as it lives in git (the `content/` folder) and in the database: authors, courses with
 * modules and lessons, paths and shots, each with a stable id. Widgets stay plain JSON here; their
 * schema is in packages/contracts (widgets.ts) and the api validates them (this package may not
 * import contracts).
 */

export type JsonObject = { [key: string]: unknown };

export interface ContentAuthor {
  id: string;
  name: string;
  email: string;
  bio: string;
}

export interface ContentLesson {
  id: string;
  slug: string;
  title: string;
  summary: string;
  widgets: JsonObject[];
}

export interface ContentModule {
  id: string;
  title: string;
  lessons: ContentLesson[];
}

interface CollectionFields {
  id: string;
  slug: string;
  title: string;
  author: string;
  content_type: string;
  summary: string;
  description: string;
  what_you_will_learn: string[];
  tags: string[];
  learner_tags: string[];
  difficulty: string;
  is_free: boolean;
  is_priced: boolean;
  price_cents: number | null;
  currency: string;
  is_private: boolean;
  status: 'published' | 'draft';
  draft_viewers: string[];
  accent: string;
  /** YYYY-MM-DD, or null while never published. */
  published_at: string | null;
}

export interface ContentCourse extends CollectionFields {
  modules: ContentModule[];
}

export interface ContentPath extends CollectionFields {
  path_type: string;
  /** Course ids in order. */
  courses: string[];
}

export interface ContentShot {
  id: string;
  slug: string;
  title: string;
  author: string;
  summary: string;
  tags: string[];
  programming_tags: string[];
  topic_tags: string[];
  difficulty: string;
  license: string;
  attributions: JsonObject[];
  status: 'published' | 'draft';
  draft_viewers: string[];
  approved_for_publish: boolean;
  published_at: string | null;
  widgets: JsonObject[];
}

export interface ContentBundle {
  authors: ContentAuthor[];
  courses: ContentCourse[];
  paths: ContentPath[];
  shots: ContentShot[];
}
