import { type Database, eq, uploadedImages } from '@learnbox/db';

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

/** The uploaded_images table (packages/db schema/uploads.ts). */
export function createUploadsRepository(db: Database) {
  return {
    async insert(row: Omit<UploadedImageRow, 'createdAt'>): Promise<void> {
      await db.insert(uploadedImages).values(row);
    },
    async find(key: string): Promise<UploadedImageRow | null> {
      const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.key, key)).limit(1);
      return row ?? null;
    },
  };
}
